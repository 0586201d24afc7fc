package org.eternalsevens.rules.basics;

/** An argument that starts its sentence: words write it with a capital first letter ("Red 5 is ...", P385). */
public record Capital(Object of) {
}
