package org.smallscope.core.architecture;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.smallscope.core.architecture.BundleManifests.Bundle;
import org.smallscope.core.architecture.BundleManifests.Export;

/**
 * The uses of a bundle's packages by other modules that its manifest does not allow: a package it does not export, an
 * {@code x-internal} one, or an {@code x-friends} one from a bundle it does not name; its fragments see it whole, and the
 * plain-Maven modules (not bundles, they see the jars whole) are held to the manifests as bundles that are no one's friend.
 */
final class ExportRules {

    private ExportRules() {
    }

    /**
     * @param exempt bundle module -> the modules that may use all its exported packages, x-internal ones included (named
     *        exceptions, each with its reason where the caller lists it)
     * @return {@code module uses package (file): why}, for each use the manifests do not allow
     */
    static List<String> violations(List<PackageGraph.Use> uses, Map<String, Bundle> bundles, Map<String, Set<String>> exempt) {
        List<String> found = new ArrayList<>();
        for (PackageGraph.Use u : uses) {
            Bundle target = bundles.get(u.toModule());
            if (target == null) {
                continue;
            }
            Bundle user = bundles.get(u.fromModule());
            if (user != null && target.name().equals(user.host())) {
                continue;
            }
            Export export = target.exports().get(u.toPackage());
            String why = null;
            if (export == null) {
                why = "not exported by " + target.name();
            } else if (!exempt.getOrDefault(u.toModule(), Set.of()).contains(u.fromModule()) && !export.allows(user == null ? null : user.name())
                    && !(user != null && user.host() != null && export.allows(user.host()))) {
                why = export.friends().isEmpty() ? "x-internal in " + target.name() : "x-friends of " + export.friends() + " only";
            }
            if (why != null) {
                found.add(u.fromModule() + " uses " + u.toPackage() + " (" + u.file() + "): " + why);
            }
        }
        return found;
    }
}
