package org.smallscope.junit;

import java.nio.file.Path;

import org.smallscope.engine.door.SuiteGeneration;

/**
 * How the valid instances of a request are found: the extension point for further ways to find them. The one
 * implementation is Korat's search with iGen's reuse of snapshots ({@link KoratSuiteSearch}); generator programs and
 * equivalence-class pruning do not exist in the engine yet, and will come in as further implementations that
 * {@link ExhaustiveArgumentsProvider} picks by the request.
 */
interface SuiteSearch {

    /**
     * @param store the snapshot directory
     * @param policy whether a compatible snapshot is reused when cheaper, always, or never
     * @return the valid instances of {@code request}; throws an {@link org.junit.jupiter.api.extension.ExtensionConfigurationException}
     *         naming the test when the subject or the request is unusable
     */
    Suite search(SuiteRequest request, Path store, SuiteGeneration.Reuse policy);
}
