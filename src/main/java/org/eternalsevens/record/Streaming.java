package org.eternalsevens.record;

import java.io.Writer;

import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.DefaultPrettyPrinter;

/** Jackson's streaming generator alone, indented or not: for records and the journal on the way to first paint. */
final class Streaming {
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectWriteContext INDENTED = new ObjectWriteContext.Base() {
        @Override
        public PrettyPrinter getPrettyPrinter() {
            return new DefaultPrettyPrinter();
        }

        @Override
        public boolean hasPrettyPrinter() {
            return true;
        }
    };

    private Streaming() {
    }

    static JsonGenerator generator(Writer out, boolean indented) {
        return FACTORY.createGenerator(indented ? INDENTED : ObjectWriteContext.empty(), out);
    }
}
