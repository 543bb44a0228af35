package org.smallscope.core;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IImportDeclaration;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.Signature;
import org.eclipse.jdt.core.ToolFactory;
import org.eclipse.jdt.core.compiler.IScanner;
import org.eclipse.jdt.core.compiler.ITerminalSymbols;
import org.eclipse.jdt.core.compiler.InvalidInputException;

/**
 * Finds generator programs in the Java model: methods with int parameters (the bounds) that return a value and whose
 * body uses the generator API {@code org.smallscope.api.udita} ({@code Choices.*}, {@code ObjectPool}, {@code IGenerator}),
 * read from the method's tokens (comments and strings ignored) and its file's imports, without a full AST.
 */
public final class GeneratorMethods {

    /** The package of the generator API. */
    public static final String API_PACKAGE = "org.smallscope.api.udita";

    private static final Set<String> API_TYPES = Set.of("Choices", "ObjectPool", "IGenerator");
    private static final Set<String> CHOICES_MEMBERS = Set.of("getInt", "getBoolean", "getEnum", "assume");

    private GeneratorMethods() {
    }

    /** @return whether {@code m} is a generator method */
    public static boolean isGenerator(IMethod m) throws JavaModelException {
        if (m == null || !m.exists() || m.isConstructor() || Signature.SIG_VOID.equals(m.getReturnType()) || m.getCompilationUnit() == null
                || Flags.isAbstract(m.getFlags())) {
            return false;
        }
        for (String p : m.getParameterTypes()) {
            if (!Signature.SIG_INT.equals(p)) {
                return false;
            }
        }
        String source = m.getSource();
        return source != null && usesApi(tokens(source), m.getCompilationUnit());
    }

    /** @return the generator method {@code element} is or lies in (the innermost enclosing one), else null */
    public static IMethod generatorAt(IJavaElement element) throws JavaModelException {
        for (IJavaElement e = element; e != null; e = e.getParent()) {
            if (e instanceof IMethod m && isGenerator(m)) {
                return m;
            }
            if (e.getElementType() <= IJavaElement.COMPILATION_UNIT) {
                return null;
            }
        }
        return null;
    }

    /** @return the generator methods declared in {@code unit} (in top-level and member classes) */
    public static List<IMethod> scan(ICompilationUnit unit) throws JavaModelException {
        List<IMethod> found = new ArrayList<>();
        if (unit == null || !unit.exists()) {
            return found;
        }
        for (IType t : unit.getAllTypes()) {
            for (IMethod m : t.getMethods()) {
                if (isGenerator(m)) {
                    found.add(m);
                }
            }
        }
        return found;
    }

    /** @return whether the tokens name the API: a fully qualified use, an imported API type, or a statically imported choice */
    private static boolean usesApi(List<String> tokens, ICompilationUnit unit) throws JavaModelException {
        if (String.join("", tokens).contains(API_PACKAGE + ".")) {
            return true;
        }
        Set<String> names = new HashSet<>();
        for (IImportDeclaration i : unit.getImports()) {
            String name = i.getElementName();
            boolean isStatic = Flags.isStatic(i.getFlags());
            if (!isStatic && name.equals(API_PACKAGE + ".*")) {
                names.addAll(API_TYPES);
            } else if (!isStatic && name.startsWith(API_PACKAGE + ".") && API_TYPES.contains(name.substring(API_PACKAGE.length() + 1))) {
                names.add(name.substring(API_PACKAGE.length() + 1));
            } else if (isStatic && name.equals(API_PACKAGE + ".Choices.*")) {
                names.addAll(CHOICES_MEMBERS);
            } else if (isStatic && name.startsWith(API_PACKAGE + ".Choices.")) {
                names.add(name.substring((API_PACKAGE + ".Choices.").length()));
            }
        }
        return tokens.stream().anyMatch(names::contains);
    }

    /** @return the identifier and separator tokens of {@code source}, without comments, strings and white space */
    private static List<String> tokens(String source) {
        IScanner scanner = ToolFactory.createScanner(false, false, false, false);
        scanner.setSource(source.toCharArray());
        List<String> out = new ArrayList<>();
        try {
            for (int t = scanner.getNextToken(); t != ITerminalSymbols.TokenNameEOF; t = scanner.getNextToken()) {
                if (t == ITerminalSymbols.TokenNameIdentifier || t == ITerminalSymbols.TokenNameDOT) {
                    out.add(new String(scanner.getCurrentTokenSource()));
                } else {
                    out.add(" ");
                }
            }
        } catch (InvalidInputException e) {
            // a half-typed method: what was read so far decides
        }
        return out;
    }
}
