package org.smallscope.core;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

/**
 * Finds what the core bundle's activator registered in the OSGi service registry (the subject index, the run
 * history, the launcher, the Java model helpers), so that this API package never imports the core's internals.
 */
public final class CoreServices {

    private CoreServices() {
    }

    /** @return the core's service of {@code type}; throws when the core bundle is not started */
    public static <T> T get(Class<T> type) {
        Bundle bundle = FrameworkUtil.getBundle(CoreServices.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        ServiceReference<T> reference = context == null ? null : context.getServiceReference(type);
        T service = reference == null ? null : context.getService(reference);
        if (service == null) {
            throw new IllegalStateException("The Smallscope core bundle is not started (no " + type.getSimpleName() + ")");
        }
        context.ungetService(reference); // registered as a plain object by our own activator: it stays valid while the bundle runs
        return service;
    }
}
