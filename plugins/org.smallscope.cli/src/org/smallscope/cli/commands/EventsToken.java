package org.smallscope.cli.commands;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.smallscope.engine.io.AtomicFile;
import org.smallscope.engine.protocol.channel.ChannelHandshake;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Reads the token of an {@code --events} run, which the listener must prove it knows before it is sent anything: from
 * {@code --events-token-file} (a file only its owner can read), else from the environment variable
 * {@value ChannelHandshake#TOKEN_VARIABLE}; without one, or with one too short, a usage error that says how to give it.
 */
final class EventsToken {

    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);

    private EventsToken() {
    }

    /**
     * @param file {@code --events-token-file}, or null
     * @param environment reads an environment variable ({@code System::getenv})
     * @return the token
     */
    static String read(Path file, UnaryOperator<String> environment, CommandLine cl) {
        String token;
        String source;
        if (file != null) {
            source = "--events-token-file " + file;
            token = readFile(file, cl);
        } else {
            source = "the environment variable " + ChannelHandshake.TOKEN_VARIABLE;
            token = environment.apply(ChannelHandshake.TOKEN_VARIABLE);
            if (token == null) {
                throw new ParameterException(cl, "--events needs the run's token, which the listener on the port must prove it knows before"
                        + " it is sent anything: set the environment variable " + ChannelHandshake.TOKEN_VARIABLE + " (at least "
                        + ChannelHandshake.TOKEN_MIN_LENGTH + " characters; the IDE sets it) or give --events-token-file <file>");
            }
        }
        String problem = ChannelHandshake.problem(token);
        if (problem != null) {
            throw new ParameterException(cl, source + " does not hold a usable token for --events: " + problem);
        }
        return token.strip();
    }

    private static String readFile(Path file, CommandLine cl) {
        try {
            PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            if (posix != null) {
                Set<PosixFilePermission> permissions = posix.readAttributes().permissions();
                if (permissions.stream().anyMatch(OTHERS::contains)) {
                    throw new ParameterException(cl, "--events-token-file " + file + " can be read by other users ("
                            + PosixFilePermissions.toString(permissions) + "): make it readable by its owner only (chmod 600)");
                }
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ParameterException(cl, "cannot read --events-token-file " + file + ": " + AtomicFile.describe(e));
        }
    }
}
