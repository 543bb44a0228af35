package org.smallscope.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.api.config.Option;
import org.smallscope.examples.interactions.CacheExample;
import org.smallscope.examples.interactions.PaperExample;

/** Options from @Option fields and from an options file, and the messages for bad declarations. */
class ProgramOptionsTest {

    static final class NoValues {
        @Option
        static int level;
    }

    static final class NotStatic {
        @Option
        boolean flag;
    }

    @Test
    void annotatedFieldsGiveThePapersSpace() throws Exception {
        OptionSpace space = ProgramOptions.of(PaperExample.class, null);
        assertEquals(List.of("s", "t", "u", "v", "x", "y", "z"), space.options().stream().map(OptionDomain::name).toList());
        assertEquals(320, space.configurationCount());
        assertEquals(List.of("0", "1"), space.option(0).values());
        assertEquals("int", space.option(6).kind());
    }

    @Test
    void enumsRangeOverTheirConstants() throws Exception {
        OptionSpace space = ProgramOptions.of(CacheExample.class, null);
        assertEquals(List.of("LRU", "FIFO", "NONE"), space.option(0).values());
        assertEquals(36, space.configurationCount());
    }

    @Test
    void anOptionsFileReplacesAndAddsDomains(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("opts.properties");
        Files.writeString(file, "z=0,4\nx=false,true\n");
        OptionSpace space = ProgramOptions.of(PaperExample.class, file);
        assertEquals(List.of("0", "4"), space.options().stream().filter(o -> o.name().equals("z")).findFirst().orElseThrow().values());
        assertEquals(List.of("0", "1"), space.options().stream().filter(o -> o.name().equals("x")).findFirst().orElseThrow().values());
        assertEquals(128, space.configurationCount());
        Files.writeString(file, "w=0,1\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProgramOptions.of(PaperExample.class, file));
        assertTrue(e.getMessage().contains("no field w in org.smallscope.examples.interactions.PaperExample"), e.getMessage());
    }

    @Test
    void anIntOptionWithoutValuesIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProgramOptions.of(NoValues.class, null));
        assertTrue(e.getMessage().contains("ProgramOptionsTest$NoValues.level (int) has no values"), e.getMessage());
    }

    @Test
    void anInstanceFieldIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProgramOptions.of(NotStatic.class, null));
        assertTrue(e.getMessage().contains("NotStatic.flag (@Option) must be static"), e.getMessage());
    }
}
