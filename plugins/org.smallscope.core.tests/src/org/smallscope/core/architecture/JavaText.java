package org.smallscope.core.architecture;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What one Java source file declares and uses, read from its text: its package and the project types it names (imports and qualified names in code). */
final class JavaText {

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+?)(?:\\.\\*)?;", Pattern.MULTILINE);

    /** A qualified name of a project type (or package, for a wildcard import): lower-case segments, then maybe a type. */
    private static final Pattern QUALIFIED = Pattern.compile("\\borg\\.smallscope(?:\\.[a-z_]\\w*)+(?:\\.[A-Z]\\w*)?");

    private JavaText() {
    }

    /** @return the file's package, or the empty string for the default package */
    static String packageOf(String source) {
        Matcher m = PACKAGE.matcher(code(source));
        return m.find() ? m.group(1) : "";
    }

    /**
     * @return the project names the file depends on, each cut after its first type segment ({@code org.smallscope.a.B}),
     *         or a bare package for a wildcard import of one; comments and string literals do not count
     */
    static Set<String> references(String source) {
        String code = code(source);
        Set<String> names = new LinkedHashSet<>();
        Matcher m = IMPORT.matcher(code);
        while (m.find()) {
            addProjectName(names, m.group(1));
        }
        Matcher q = QUALIFIED.matcher(PACKAGE.matcher(IMPORT.matcher(code).replaceAll("")).replaceAll(""));
        while (q.find()) {
            names.add(q.group());
        }
        return names;
    }

    private static void addProjectName(Set<String> names, String name) {
        Matcher q = QUALIFIED.matcher(name);
        if (q.lookingAt()) {
            names.add(q.group());
        }
    }

    /** @return {@code source} with comments, string and character literals blanked (line breaks kept) */
    static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            char next = i + 1 < n ? source.charAt(i + 1) : 0;
            if (c == '/' && next == '/') {
                int eol = source.indexOf('\n', i);
                i = skip(source, out, i, eol < 0 ? n : eol);
            } else if (c == '/' && next == '*') {
                int end = source.indexOf("*/", i + 2);
                i = skip(source, out, i, end < 0 ? n : end + 2);
            } else if (c == '"' && source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                i = skip(source, out, i, end < 0 ? n : end + 3);
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                i = skip(source, out, i, Math.min(n, j + 1));
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** Blanks {@code source[from, to)} into {@code out}, keeping its line breaks; @return {@code to} */
    private static int skip(String source, StringBuilder out, int from, int to) {
        for (int k = from; k < to; k++) {
            out.append(source.charAt(k) == '\n' ? '\n' : ' ');
        }
        return to;
    }
}
