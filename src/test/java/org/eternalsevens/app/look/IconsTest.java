package org.eternalsevens.app.look;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.Icon;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class IconsTest {
    @ParameterizedTest
    @ValueSource(strings = {"star-block", "x-token", "must-play", "rare-card", "pass-disc", "token", "undo", "redo",
            "die", "eternal", "arrow-up", "arrow-down", "trophy", "sun", "moon", "warning", "new-game"})
    void each_icon_of_the_contract_is_packed(String name) {
        assertThat(Icons.exists(name)).isTrue();
        Icon icon = Icons.get(name, 24);
        assertThat(icon.getIconWidth()).isPositive();
    }

    @Test
    void a_missing_icon_is_an_empty_square_not_an_error() {
        assertThat(Icons.exists("no-such-icon")).isFalse();
        assertThat(Icons.get("no-such-icon", 16).getIconHeight()).isPositive();
    }
}
