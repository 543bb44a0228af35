package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.GeneratorRun;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;

/**
 * A generator run draws its choice tree for the Candidate Space view: one region per successful path, starting at its
 * vector, holding the paths explored since the previous one; with the trailing pruned paths the regions add up to the
 * explored and successful paths, on one thread or several.
 */
class ChoiceRegionsTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void theRegionsAccountForEveryExploredPathInDepthFirstOrder(int threads) {
        List<RunEvent> events = new ArrayList<>();
        GeneratorRun run = new GeneratorRun(new GeneratorRun.Request(Explore.generator("org.smallscope.examples.udita.SortedListGen#generate",
                ChoiceMode.EAGER, 3), ChoiceMode.EAGER, threads, 0, true, false));
        GeneratorExploration.Result result = run.run(events::add, GeneratorRun.Inputs.NONE);

        List<Region> regions = events.stream().filter(e -> e instanceof RunEvent.Regions).flatMap(e -> ((RunEvent.Regions) e).regions().stream())
                .toList();
        List<int[]> valid = events.stream().filter(e -> e instanceof RunEvent.Valid).map(e -> ((RunEvent.Valid) e).vector()).toList();
        assertEquals(40, result.explored(), "(3^4 - 1) / 2 paths: SortedListGen(3) chooses a size 0..3, then each value from 0..2");
        assertEquals(result.explored(), regions.stream().mapToLong(Region::explored).sum());
        assertEquals(20, regions.stream().mapToLong(Region::valid).sum());
        List<String> firsts = regions.stream().filter(r -> r.valid() == 1).map(r -> Arrays.toString(r.first())).toList();
        assertEquals(valid.stream().map(Arrays::toString).toList(), firsts, "a region starts at each successful path, in order");
        assertTrue(regions.stream().allMatch(r -> r.explored() >= 1 && r.valid() <= 1), regions::toString);
        if (threads == 1) {
            assertEquals(List.of(1L, 1L, 1L, 1L, 1L, 1L, 1L, 2L), regions.subList(0, 8).stream().map(Region::explored).toList(),
                    "sizes 0 and 1, then 2,0,0..2,0,2 sorted; 2,1,0 pruned before 2,1,1");
        }
    }
}
