package org.smallscope.engine.tests.udita;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;
import org.smallscope.engine.udita.GeneratorMethod;
import org.smallscope.engine.udita.ReflectiveGraph;

/** Runs generator programs of the test class path and Korat searches of repOk subjects, rendering both the same way. */
final class Explore {

    /** A run's counts and its inputs rendered, in order. */
    record Run(GeneratorExploration.Result result, List<String> structures, List<int[]> vectors) {
    }

    private Explore() {
    }

    /** @return the generator {@code spec} ({@code Class#method}) with bounds {@code args} */
    static GeneratorMethod generator(String spec, ChoiceMode mode, int... args) {
        return GeneratorMethod.load(spec, args, ClassFileSource.of(Explore.class.getClassLoader()), mode);
    }

    /** @return the exploration of {@code spec} rendering every input */
    static Run run(String spec, ChoiceMode mode, int threads, int... args) {
        List<String> structures = new ArrayList<>();
        List<int[]> vectors = new ArrayList<>();
        GeneratorExploration.Result result = new GeneratorExploration(generator(spec, mode, args), mode, threads, 0)
                .run(new GeneratorExploration.Listener<String>() {
                    @Override
                    public String capture(int[] vector, Object input, ReflectiveGraph.Pending pending) {
                        return ReflectiveGraph.of(input, pending).text();
                    }

                    @Override
                    public void accept(long ordinal, int[] vector, String captured) {
                        structures.add(captured);
                        vectors.add(vector);
                    }
                });
        return new Run(result, structures, vectors);
    }

    /** @return the counts of exploring {@code spec}, rendering nothing */
    static GeneratorExploration.Result count(String spec, ChoiceMode mode, int threads, int... args) {
        return new GeneratorExploration(generator(spec, mode, args), mode, threads, 0).run(null);
    }

    /** @return every valid structure of the repOk subject {@code className} with finitization {@code fin}, rendered by reflection */
    static List<String> korat(Class<?> subject, String fin, int... args) {
        List<String> structures = new ArrayList<>();
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                structures.add(ReflectiveGraph.text(heap.root()));
            }
        };
        Search.over(SubjectLoader.load(new SubjectRequest(subject.getName(), fin, args, ClassFileSource.of(subject.getClassLoader()))))
                .listener(collect).build().run();
        return structures;
    }
}
