package org.eternalsevens.app.prompt;

import org.eternalsevens.app.look.WrappedLine;

/** A line of the prompt: it keeps its height whatever it says, so a new text needs no new layout. */
final class PromptLine extends WrappedLine {
    private boolean settingText;

    PromptLine(int larger, java.util.function.IntUnaryOperator linesForWidth) {
        super(larger, linesForWidth);
    }

    @Override
    public void setText(String text) {
        settingText = true;
        try {
            super.setText(text);
        } finally {
            settingText = false;
        }
    }

    @Override
    public void revalidate() {
        if (settingText) {
            repaint(); // the text changed, the size did not
        } else {
            super.revalidate();
        }
    }
}
