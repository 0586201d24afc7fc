package org.eternalsevens.testkit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A cross-check against the shared documents ({@link SharedDocs}): it runs where the shared folder is, and is
 * skipped elsewhere, with a line that names the folder it looked for. It never fails for the folder's absence.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(NeedsSharedDocs.Condition.class)
public @interface NeedsSharedDocs {

    /** Enabled when {@link SharedDocs#present()}; otherwise disabled, and says so on the test output. */
    final class Condition implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            if (SharedDocs.present()) {
                return ConditionEvaluationResult.enabled("the shared documents are in " + SharedDocs.folder());
            }
            String why = "skipped: a cross-check against the shared documents, and "
                    + SharedDocs.folder().toAbsolutePath().normalize() + " (RULINGS.md, rules/) is not there";
            System.out.println(context.getDisplayName() + " " + why);
            return ConditionEvaluationResult.disabled(why);
        }
    }
}
