package org.smallscope.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.search.IJavaSearchConstants;
import org.eclipse.jdt.core.search.IJavaSearchScope;
import org.eclipse.jdt.core.search.SearchEngine;
import org.eclipse.jdt.core.search.SearchMatch;
import org.eclipse.jdt.core.search.SearchParticipant;
import org.eclipse.jdt.core.search.SearchPattern;
import org.eclipse.jdt.core.search.SearchRequestor;

/**
 * Finds the finitizations of a subject that other classes of its project declare (in test sources, say, so that the
 * production class needs neither the API nor a finitization): static methods returning {@code IFinitization} with int
 * parameters whose code names the subject's class, found by a JDT reference search over the project's sources.
 */
public final class ExternalFinitizations {

    private ExternalFinitizations() {
    }

    /** @return the finitizations of {@code subject} declared in other classes of its project, by class and name */
    public static List<IMethod> of(IType subject) {
        Set<IMethod> found = new LinkedHashSet<>();
        try {
            SearchPattern pattern = SearchPattern.createPattern(subject, IJavaSearchConstants.REFERENCES);
            IJavaSearchScope scope = SearchEngine.createJavaSearchScope(new IJavaElement[] {subject.getJavaProject()}, IJavaSearchScope.SOURCES);
            new SearchEngine().search(pattern, new SearchParticipant[] {SearchEngine.getDefaultSearchParticipant()}, scope, new SearchRequestor() {
                @Override
                public void acceptSearchMatch(SearchMatch match) throws CoreException {
                    if (match.getElement() instanceof IJavaElement e && e.getAncestor(IJavaElement.METHOD) instanceof IMethod m
                            && isFinitizationOutside(m, subject)) {
                        found.add(m);
                    }
                }
            }, null);
        } catch (CoreException | RuntimeException e) {
            org.eclipse.core.runtime.ILog.of(ExternalFinitizations.class).warn("No search for the finitizations of " + subject.getFullyQualifiedName() + " in other classes: " + e, e);
            return List.of();
        }
        List<IMethod> out = new ArrayList<>(found);
        out.sort(Comparator.comparing((IMethod m) -> m.getDeclaringType().getFullyQualifiedName('.')).thenComparing(IMethod::getElementName));
        return out;
    }

    private static boolean isFinitizationOutside(IMethod m, IType subject) throws JavaModelException {
        IType owner = m.getDeclaringType();
        if (owner == null || owner.equals(subject) || isInside(owner, subject)) {
            return false;
        }
        return Flags.isStatic(m.getFlags()) && FinitizationMethods.of(owner).contains(m);
    }

    private static boolean isInside(IType type, IType outer) {
        for (IType t = type.getDeclaringType(); t != null; t = t.getDeclaringType()) {
            if (t.equals(outer)) {
                return true;
            }
        }
        return false;
    }
}
