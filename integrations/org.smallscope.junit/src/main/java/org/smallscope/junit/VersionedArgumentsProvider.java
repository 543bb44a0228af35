package org.smallscope.junit;

import java.util.stream.Stream;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.ParameterDeclarations;

/**
 * The extension's argument providers' answer to both JUnit generations: JUnit 5.13 and later call the method with
 * parameter declarations; JUnit before 5.13 (Spring Boot 3.2 to 3.5 bring 5.10 to 5.12) knows only the older one, and
 * should such a JUnit lack something else the extension uses, the error says which JUnit was found and which one the
 * extension needs, instead of a bare {@link LinkageError}.
 */
abstract class VersionedArgumentsProvider implements ArgumentsProvider {

    /** JUnit 5.13 and later call this one. */
    @Override
    public final Stream<? extends Arguments> provideArguments(ParameterDeclarations parameters, ExtensionContext context) {
        return arguments(context);
    }

    /** JUnit before 5.13 calls this one (deprecated since 5.13, and no longer called there). */
    @Override
    @Deprecated
    public final Stream<? extends Arguments> provideArguments(ExtensionContext context) {
        try {
            return arguments(context);
        } catch (LinkageError e) {
            if (String.valueOf(e.getMessage()).matches("(?s).*org[./]junit[./].*")) {
                throw new ExtensionConfigurationException(JUnitVersion.unsupported(e.getMessage()), e);
            }
            throw e;
        }
    }

    /** @return the invocations' arguments for the test method of {@code context} */
    abstract Stream<? extends Arguments> arguments(ExtensionContext context);
}
