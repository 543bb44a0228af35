package org.smallscope.core.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jdt.core.JavaModelException;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.core.source.JavaSource;
import org.smallscope.core.source.SourceModel;

/** Writes the source model of a subject's repOk to a file the runner records in the snapshot it saves. */
final class SourceModelWriter {

    private SourceModelWriter() {
    }

    /** @return the file written into {@code directory}, or null when the source cannot be modelled (the snapshot then has no source model) */
    static Path write(WorkspaceSubject subject, Path directory) {
        try {
            String finitization = subject.finitization() == null ? null : subject.finitization().getElementName();
            SourceModel model = SourceModel.of(JavaSource.parse(subject.compilationUnit().getSource()), subject.simpleName(), finitization);
            Path file = directory.resolve("source-model.json");
            Files.writeString(file, model.toJson().toString(), StandardCharsets.UTF_8);
            return file;
        } catch (JavaModelException | IOException | RuntimeException e) {
            CoreActivator.instance().getLog().warn("No source model for " + subject.binaryName() + ": " + e, e);
            return null;
        }
    }
}
