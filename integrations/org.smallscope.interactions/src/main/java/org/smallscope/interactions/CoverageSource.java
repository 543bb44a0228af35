package org.smallscope.interactions;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** Runs the test suite under configurations and says which locations each covers. */
public interface CoverageSource {

    /** @return for each of {@code configurations}, the locations the suite covers under it */
    Map<Configuration, Set<Location>> run(List<Configuration> configurations) throws Exception;
}
