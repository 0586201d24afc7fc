package org.eternalsevens;

public final class Main {
    public static void main(String[] args) {
        System.out.println("Eternal Sevens");
    }
}
