package org.eternalsevens.rules.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.eternalsevens.rules.basics.Colour;
import org.eternalsevens.rules.basics.RejectCode;

/** RECORD-FORMAT "Which icon a bare name means": the plain icon, else the only one, else the move must say +N. */
class IconChoiceTest {
    private static final List<PassIcon> RED = List.of(PassIcon.parse("rare"), PassIcon.parse("discard"),
            PassIcon.parse("eternal"), PassIcon.parse("mustplay+1"), PassIcon.parse("block+2"),
            PassIcon.parse("discard+1"));

    @Test
    void bareNameTakesThePlainIconFirst() {
        assertThat(IconChoice.pick(RED, 0, PassAction.DISCARD, null)).isEqualTo(1);
    }

    @Test
    void bareNameTakesTheOnlyUnusedIconOfItsKind() {
        assertThat(IconChoice.pick(RED, 1 << 1, PassAction.DISCARD, null)).isEqualTo(5);
        assertThat(IconChoice.pick(RED, 0, PassAction.BLOCK, null)).isEqualTo(4);
    }

    @Test
    void twoBonusIconsOfOneKindNeedThePlusN() {
        List<PassIcon> icons = List.of(PassIcon.parse("discard+1"), PassIcon.parse("discard+2"));
        assertThat(IconChoice.pick(icons, 0, PassAction.DISCARD, null)).isEqualTo(-1);
        assertThat(IconChoice.why(icons, 0, PassAction.DISCARD, null, Colour.RED).code()).isEqualTo(RejectCode.WHICH_ICON);
        assertThat(IconChoice.pick(icons, 0, PassAction.DISCARD, 2)).isEqualTo(1);
    }

    @Test
    void usedAndMissingIconsAreTold() {
        assertThat(IconChoice.why(RED, 1 << 1 | 1 << 5, PassAction.DISCARD, null, Colour.RED).code())
                .isEqualTo(RejectCode.ICON_USED);
        assertThat(IconChoice.why(RED, 0, PassAction.RARE, 1, Colour.RED).code()).isEqualTo(RejectCode.NO_SUCH_ICON);
    }
}
