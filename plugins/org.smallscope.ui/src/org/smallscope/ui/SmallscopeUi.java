package org.smallscope.ui;

/** Identifiers of the UI's command and its parameters, for key bindings, menus and callers of the handler service, and of its Structures view. */
public final class SmallscopeUi {

    /** The UI bundle's symbolic name. */
    public static final String PLUGIN_ID = "org.smallscope.ui";

    /** "Generate Exhaustive Tests". */
    public static final String GENERATE_COMMAND = "org.smallscope.ui.generate";

    /** Parameter: the JDT handle of the subject class or method (default: the selection). */
    public static final String PARAM_SUBJECT = GENERATE_COMMAND + ".subject";

    /** Parameter: finitization arguments ({@code 5} or {@code 3,4}); when given, no dialog opens. */
    public static final String PARAM_ARGS = GENERATE_COMMAND + ".args";

    /** Parameter: {@link #REUSE_AUTO}, {@link #REUSE_FULL} or a snapshot id. */
    public static final String PARAM_REUSE = GENERATE_COMMAND + ".reuse";

    /** Value of {@link #PARAM_REUSE}: reuse the newest fitting snapshot, if any. */
    public static final String REUSE_AUTO = "auto";

    /** Value of {@link #PARAM_REUSE}: search the whole space, reuse nothing. */
    public static final String REUSE_FULL = "full";

    /** Parameter: worker threads. */
    public static final String PARAM_THREADS = GENERATE_COMMAND + ".threads";

    /** Parameter: per-candidate time limit in milliseconds. */
    public static final String PARAM_TIMEOUT = GENERATE_COMMAND + ".timeout";

    /** Parameter: a method to test in black-box mode. */
    public static final String PARAM_METHOD = GENERATE_COMMAND + ".method";

    /** Parameter: the tested method's parameter values, one text per parameter separated by {@code ;} (e.g. {@code -1..3;true,false}). */
    public static final String PARAM_PARAMS = GENERATE_COMMAND + ".params";

    /** Parameter: {@code false} to skip the JUnit export. */
    public static final String PARAM_EXPORT = GENERATE_COMMAND + ".export";

    /** Parameter: {@code true} for Korat+ pruning to the equivalence classes of the subject's {@code eqClass()}. */
    public static final String PARAM_EQ_CLASS = GENERATE_COMMAND + ".eqClass";

    /**
     * Parameter: {@code delayed} to explore a generator program with delayed choice (default: eager); {@code api} to build with the
     * class's methods (API mode, builders found automatically), {@code api-cross-check} to also cross-check them with repOk.
     */
    public static final String PARAM_MODE = GENERATE_COMMAND + ".mode";

    /** "Run Exported Tests": runs a run's exported JUnit class with Eclipse's JUnit launch. */
    public static final String RUN_EXPORTED_COMMAND = "org.smallscope.ui.runExportedTests";

    /** "Open Exported Tests": opens a run's exported JUnit class in the editor. */
    public static final String OPEN_EXPORTED_COMMAND = "org.smallscope.ui.openExportedTests";

    /** Parameter of both: the JDT handle of the exported class (default: the newest run's). */
    public static final String PARAM_TEST_CLASS = "org.smallscope.ui.exportedTests.type";

    /** The Structures view's id (the view a finished run brings to the front). */
    public static final String STRUCTURES_VIEW = "org.smallscope.ui.structures";

    private SmallscopeUi() {
    }
}
