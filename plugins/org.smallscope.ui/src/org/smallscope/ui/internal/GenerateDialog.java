package org.smallscope.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.Signature;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.SnapshotCatalog;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.ui.SmallscopeUi;

/**
 * Asks for a run's settings: the finitization (when the class declares several) and its arguments (remembered per class), which snapshot to
 * reuse (or a full search; for a generator program: eager or delayed choice instead), threads, the time limit per candidate, the JUnit export and, for a
 * method, its parameter values; for a class API mode can build, whether to search with repOk or build with its methods, and then which
 * builders, how many calls and whether to cross-check with repOk.
 */
public final class GenerateDialog extends TitleAreaDialog {

    private static final String SECTION = "GenerateDialog";

    private final WorkspaceSubject subject;
    private final IMethod method;
    private final List<SnapshotCatalog.Snapshot> snapshots = new ArrayList<>();
    private final List<Text> params = new ArrayList<>();
    private Label argsLabel;
    private Text args;
    private Combo reuse;
    /** Classes with several finitization methods: which one bounds the run. */
    private Combo finitization;
    private List<IMethod> finitizations = List.of();
    /** Generator programs only: eager or delayed choice. */
    private Combo choice;
    private Spinner threads;
    private Spinner timeout;
    private Button export;
    private Combo flavour;
    private Spinner perClass;
    private Button eqClasses;
    /** Classes API mode can build: the choice between the repOk search and API mode, and API mode's settings. */
    private final ApiModeChoices apiMode;
    private GenerationRequest request;

    /** @param method the method to test, or null to generate the class's instances */
    public GenerateDialog(Shell parent, WorkspaceSubject subject, IMethod method) {
        super(parent);
        this.subject = subject;
        this.method = method;
        this.apiMode = new ApiModeChoices(subject, this::modeChanged, this::validate);
        setHelpAvailable(false);
    }

    /**
     * What the open dialog offers, as its fields show it.
     *
     * @param argumentsLabel the label of the finitization's arguments, naming its parameters
     * @param arguments the arguments filled in (remembered for the class, else the default size)
     * @param reuseChoices automatic reuse, a full search, then one choice per readable snapshot
     * @param threads the worker threads
     * @param timeoutMillis the time limit per candidate
     * @param export whether JUnit tests are exported
     * @param flavours the JUnit flavours offered
     * @param flavour the index of the flavour chosen
     * @param perClass the instances per test class
     * @param eqClassesOffered whether the subject declares {@code eqClass()}, so Korat+ pruning is offered
     * @param eqClasses whether Korat+ pruning is chosen
     * @param finitizations the finitization methods offered (empty unless the class declares several)
     * @param finitization the index of the finitization chosen, -1 when none is offered
     */
    public record Offer(String argumentsLabel, String arguments, List<String> reuseChoices, int threads, int timeoutMillis, boolean export,
            List<String> flavours, int flavour, int perClass, boolean eqClassesOffered, boolean eqClasses, List<String> finitizations,
            int finitization) {
    }

    /** @return what the open dialog offers now */
    public Offer offer() {
        return new Offer(argsLabel.getText(), args.getText(), reuse == null ? List.of() : List.of(reuse.getItems()), threads.getSelection(),
                timeout.getSelection(), export.getSelection(), List.of(flavour.getItems()), flavour.getSelectionIndex(), perClass.getSelection(),
                eqClasses != null, eqClasses != null && eqClasses.getSelection(), finitization == null ? List.of() : List.of(finitization.getItems()),
                finitization == null ? -1 : finitization.getSelectionIndex());
    }

    /**
     * What the open dialog offers for API mode.
     *
     * @param offered whether the choice between the repOk search and API mode is offered
     * @param repOkOffered whether the repOk search can be chosen (the class has repOk)
     * @param api whether API mode is chosen
     * @param builders the builder methods offered, one per name ({@code add(int)})
     * @param checked the names of the builders checked
     * @param calls the most calls after the constructor
     * @param crossCheckEnabled whether the cross-check can be chosen (the class has repOk and a finitization taking the size)
     * @param crossCheck whether the cross-check is chosen
     */
    public record ApiOffer(boolean offered, boolean repOkOffered, boolean api, List<String> builders, List<String> checked, int calls,
            boolean crossCheckEnabled, boolean crossCheck) {
    }

    /** @return what the open dialog offers for API mode now */
    public ApiOffer apiOffer() {
        return apiMode.offer();
    }

    /** Chooses API mode ({@code true}) or the repOk search, as the user would with the mode's radio buttons. */
    public void chooseApiMode(boolean on) {
        apiMode.choose(on);
    }

    /** Checks or unchecks the builder named {@code name}, as the user would in the list. */
    public void checkBuilder(String name, boolean on) {
        apiMode.checkBuilder(name, on);
    }

    /** Chooses the cross-check with repOk, as the user would with its check box. */
    public void chooseCrossCheck(boolean on) {
        apiMode.chooseCrossCheck(on);
    }

    /** Chooses the finitization at {@code index} of those offered, as the user would in its combo. */
    public void chooseFinitization(int index) {
        finitization.select(index);
        finitizationChosen();
    }

    /** @return the subject with the finitization chosen in the dialog */
    private WorkspaceSubject chosen() {
        int i = finitization == null ? -1 : finitization.getSelectionIndex();
        return i < 0 || sameName(finitizations.get(i), subject.finitization()) ? subject : subject.withFinitization(finitizations.get(i));
    }

    /** @return the finitization as the dialog shows it: {@code finBST}, or {@code BSTBounds#finTrees} when another class declares it */
    private static String shownName(WorkspaceSubject s) {
        return s.finitizationOutside() ? s.finitization().getDeclaringType().getElementName() + "#" + s.finitization().getElementName()
                : s.finitization().getElementName();
    }

    /** @return whether both are overloads of one finitization (the runner picks the overload by the arguments' count) */
    private static boolean sameName(IMethod a, IMethod b) {
        return a != null && b != null && a.getElementName().equals(b.getElementName()) && java.util.Objects.equals(a.getDeclaringType(), b.getDeclaringType());
    }

    private void finitizationChosen() {
        if (api()) {
            validate(); // the cross-check's finitization: the size stays
            return;
        }
        WorkspaceSubject s = chosen();
        argsLabel.setText(NLS.bind(UiMessages.argsLabel, String.join(", ", s.finitizationParameterNames())));
        setMessage(method == null ? NLS.bind(UiMessages.dialogMessage, s.simpleName(), shownName(s))
                : NLS.bind(UiMessages.dialogMethodMessage, s.simpleName(), method.getElementName()));
        String remembered = settings().get(settingsKey());
        args.setText(remembered != null && remembered.split(",").length == s.finitizationArity() ? remembered : defaultArgs(s));
        argsLabel.requestLayout();
        validate();
    }

    /** @return the request the user confirmed (after OK) */
    public GenerationRequest request() {
        return request;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(UiMessages.dialogTitle);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(UiMessages.dialogTitle + ": " + subject.simpleName());
        String fin = subject.finitization() == null ? "?" : subject.finitization().getElementName();
        if (subject.isGenerator()) {
            setMessage(NLS.bind(UiMessages.dialogGeneratorMessage, subject.simpleName(), subject.generator().getElementName()));
        } else {
            setMessage(method == null ? NLS.bind(UiMessages.dialogMessage, subject.simpleName(), fin)
                    : NLS.bind(UiMessages.dialogMethodMessage, subject.simpleName(), method.getElementName()));
        }
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(10, 10).applyTo(c);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);

        if (!subject.isGenerator() && method == null) {
            apiMode.addModeChoice(c);
        }
        if (!subject.isGenerator()) {
            addFinitizationChoice(c);
        }
        argsLabel = label(c, NLS.bind(subject.isGenerator() ? UiMessages.generatorArgsLabel : UiMessages.argsLabel,
                String.join(", ", subject.finitizationParameterNames())));
        args = new Text(c, SWT.BORDER);
        args.setText(settings().get(settingsKey()) != null ? settings().get(settingsKey()) : defaultArgs(subject));
        args.addModifyListener(e -> validate());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(args);

        if (subject.isGenerator()) {
            label(c, UiMessages.choiceLabel);
            choice = new Combo(c, SWT.READ_ONLY);
            choice.setItems(UiMessages.choiceEager, UiMessages.choiceDelayed);
            choice.select(0);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(choice);
        } else {
            label(c, UiMessages.reuseLabel);
            reuse = new Combo(c, SWT.READ_ONLY);
            fillReuse();
            GridDataFactory.fillDefaults().grab(true, false).applyTo(reuse);
        }

        label(c, UiMessages.threadsLabel);
        threads = new Spinner(c, SWT.BORDER);
        GenerationRequest defaults = GenerationRequest.of(subject, new int[subject.finitizationArity()]);
        threads.setValues(defaults.workers(), 1, 256, 0, 1, 4);

        label(c, UiMessages.timeoutLabel);
        timeout = new Spinner(c, SWT.BORDER);
        timeout.setValues((int) Math.min(3_600_000, defaults.timeoutMillis()), 0, 3_600_000, 0, 1000, 10_000);

        export = new Button(c, SWT.CHECK);
        export.setText(UiMessages.exportLabel);
        export.setSelection(true);
        GridDataFactory.fillDefaults().span(2, 1).applyTo(export);
        label(c, UiMessages.flavourLabel);
        flavour = new Combo(c, SWT.READ_ONLY);
        flavour.setItems("Automatic (JUnit 5 unless the project only has JUnit 4)", "JUnit 5", "JUnit 4");
        flavour.select(defaults.export().flavour().ordinal());
        label(c, UiMessages.perClassLabel);
        perClass = new Spinner(c, SWT.BORDER);
        perClass.setValues(defaults.export().perClass(), 1, 100_000, 0, 100, 1000);
        export.addListener(SWT.Selection, e -> {
            flavour.setEnabled(export.getSelection() && !api());
            perClass.setEnabled(export.getSelection() && !api());
        });
        if (!subject.isGenerator() && declaresEqClass()) {
            addEqClassChoice(c);
        }
        if (method != null) {
            addParameterFields(c);
        }
        if (apiMode.offered()) {
            String problem = apiMode.addChoices(c);
            if (problem != null) {
                setErrorMessage(problem);
            }
            modeChanged();
        }
        if (finitization != null && subject.finitization() == null && subject.predicate() != null) {
            finitizationChosen(); // several finitizations, none conventional: the first one's parameters and arguments
        }
        if (apiMode.offered() && subject.predicate() == null) {
            chooseApiMode(true); // no repOk: API mode only
        }
        return area;
    }

    /** @return whether API mode is chosen */
    private boolean api() {
        return apiMode.chosen();
    }

    /** The mode changed: API mode's fields on and the repOk search's (reuse, threads, time limit, JUnit flavour, Korat+) off, or back. */
    private void modeChanged() {
        if (!apiMode.built()) {
            return; // still being created
        }
        boolean on = api();
        apiMode.enable();
        boolean searching = !on && (eqClasses == null || !eqClasses.getSelection());
        if (reuse != null) {
            reuse.setEnabled(searching);
        }
        threads.setEnabled(searching);
        timeout.setEnabled(!on);
        flavour.setEnabled(!on && export.getSelection()); // API mode writes JUnit 5
        perClass.setEnabled(!on && export.getSelection());
        if (eqClasses != null) {
            eqClasses.setEnabled(!on);
        }
        if (on) {
            argsLabel.setText(UiMessages.apiSizeLabel);
            setMessage(NLS.bind(UiMessages.dialogApiMessage, subject.simpleName()));
            String remembered = settings().get(settingsKey() + "#api");
            args.setText(remembered != null ? remembered : defaultSize(subject));
            argsLabel.requestLayout();
            validate();
        } else if (chosen().finitization() != null) {
            finitizationChosen();
        } else {
            argsLabel.setText(NLS.bind(UiMessages.argsLabel, ""));
            setMessage(NLS.bind(UiMessages.dialogMessage, subject.simpleName(), "?"));
            validate();
        }
    }
    /**
     * A combo of the class's finitization methods and those other classes of its project declare for it
     * ({@code CacheBounds#finCache}), when there are several; the discovered one (fin&lt;Name&gt;) first chosen.
     */
    private void addFinitizationChoice(Composite c) {
        finitizations = subject.finitizations();
        if (finitizations.isEmpty() || finitizations.size() == 1 && subject.finitization() != null) {
            return; // offered also when the only one is another class's: the class has none of its own
        }
        label(c, UiMessages.finitizationLabel);
        finitization = new Combo(c, SWT.READ_ONLY);
        int chosen = 0;
        for (int i = 0; i < finitizations.size(); i++) {
            IMethod m = finitizations.get(i);
            boolean outside = m.getDeclaringType() != null && !m.getDeclaringType().equals(subject.type());
            finitization.add((outside ? m.getDeclaringType().getElementName() + "#" : "") + m.getElementName() + "(" + String.join(", ", parameters(m)) + ")");
            if (sameName(m, subject.finitization())) {
                chosen = i;
            }
        }
        finitization.select(chosen);
        finitization.addListener(SWT.Selection, e -> finitizationChosen());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(finitization);
    }

    private static List<String> parameters(IMethod m) {
        try {
            return java.util.Arrays.stream(m.getParameterNames()).map(n -> "int " + n).toList();
        } catch (JavaModelException e) {
            return java.util.Collections.nCopies(m.getNumberOfParameters(), "int");
        }
    }

    /** Korat+: only the first inputs of each black-box class of eqClass(); one thread, the whole space, no snapshot to reuse. */
    private void addEqClassChoice(Composite c) {
        eqClasses = new Button(c, SWT.CHECK);
        eqClasses.setText(UiMessages.eqClassLabel);
        eqClasses.setToolTipText(UiMessages.eqClassTooltip);
        GridDataFactory.fillDefaults().span(2, 1).applyTo(eqClasses);
        eqClasses.addListener(SWT.Selection, e -> {
            reuse.setEnabled(!eqClasses.getSelection());
            threads.setEnabled(!eqClasses.getSelection());
        });
    }

    private boolean declaresEqClass() {
        try {
            return subject.type().getMethod("eqClass", new String[0]).exists();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private void addParameterFields(Composite c) {
        try {
            String[] names = method.getParameterNames();
            String[] types = method.getParameterTypes();
            for (int i = 0; i < names.length; i++) {
                label(c, NLS.bind(UiMessages.paramLabel, names[i], Signature.toString(types[i])));
                Text t = new Text(c, SWT.BORDER);
                t.setMessage("default: keys of the bounds, one beyond each end");
                GridDataFactory.fillDefaults().grab(true, false).applyTo(t);
                params.add(t);
            }
        } catch (JavaModelException e) {
            setErrorMessage(e.getMessage());
        }
    }

    private void fillReuse() {
        List<String> items = new ArrayList<>();
        try {
            SnapshotCatalog catalog = SnapshotCatalog.of(subject.javaProject().getProject());
            var newest = catalog.newestSnapshot(subject.binaryName());
            items.add(newest.isPresent() ? NLS.bind(UiMessages.reuseAutoWith, newest.get().subject()) : UiMessages.reuseAuto);
            items.add(UiMessages.reuseFull);
            for (SnapshotCatalog.Snapshot e : catalog.snapshots()) {
                snapshots.add(e);
                items.add(NLS.bind(UiMessages.reuseSnapshot, new Object[] {e.id(), e.subject(), e.valid()}));
            }
        } catch (RuntimeException e) {
            items.add(UiMessages.reuseAuto);
            items.add(UiMessages.reuseFull);
        }
        reuse.setItems(items.toArray(String[]::new));
        reuse.select(0);
    }

    private static String defaultSize(WorkspaceSubject subject) {
        String size = org.smallscope.core.SmallscopePreferences.get(subject.javaProject().getProject(),
                org.smallscope.core.SmallscopePreferences.DEFAULT_SIZE);
        return size == null ? "3" : size.trim();
    }

    private static String defaultArgs(WorkspaceSubject subject) {
        String size = org.smallscope.core.SmallscopePreferences.get(subject.javaProject().getProject(),
                org.smallscope.core.SmallscopePreferences.DEFAULT_SIZE);
        return String.join(",", java.util.Collections.nCopies(subject.finitizationArity(), size == null ? "3" : size.trim()));
    }

    private void validate() {
        if (api()) {
            validateApi();
            return;
        }
        try {
            int[] values = CommandParameters.parseArgs(args.getText());
            if (values.length != chosen().withFinitizationTaking(values.length).finitizationArity()) {
                throw new org.eclipse.core.commands.ExecutionException("arity");
            }
            setErrorMessage(null);
            enableOk(true);
        } catch (org.eclipse.core.commands.ExecutionException e) {
            setErrorMessage(NLS.bind(UiMessages.argsInvalid, chosen().finitizationArity()));
            enableOk(false);
        }
    }

    private void validateApi() {
        if (!apiMode.built()) {
            return; // still being created
        }
        int[] values;
        try {
            values = CommandParameters.parseArgs(args.getText());
        } catch (org.eclipse.core.commands.ExecutionException e) {
            values = new int[0];
        }
        String problem = apiMode.problem(values);
        setErrorMessage(problem);
        enableOk(problem == null);
    }

    private void enableOk(boolean enabled) {
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(enabled);
        }
    }

    @Override
    protected void okPressed() {
        if (api()) {
            apiPressed();
            return;
        }
        try {
            int[] values = CommandParameters.parseArgs(args.getText());
            GenerationRequest r = GenerationRequest.of(chosen(), values).withThreads(threads.getSelection())
                    .withTimeout(timeout.getSelection());
            int reused = reuse == null ? 0 : reuse.getSelectionIndex();
            if (reused == 1) {
                r = r.withReuse(GenerationRequest.Reuse.FULL, null);
            } else if (reused >= 2) {
                r = r.withReuse(GenerationRequest.Reuse.BASE, snapshots.get(reused - 2).id());
            }
            r = r.withDelayed(choice != null && choice.getSelectionIndex() == 1);
            r = r.withExport(export.getSelection()
                    ? new GenerationRequest.Export(GenerationRequest.Flavour.values()[flavour.getSelectionIndex()], perClass.getSelection())
                    : null);
            if (eqClasses != null && eqClasses.getSelection()) {
                r = r.withEqClasses(true).withThreads(1).withReuse(GenerationRequest.Reuse.FULL, null);
            }
            if (method != null) {
                List<String> domains = params.stream().map(Text::getText).map(String::trim).toList();
                r = r.withMethod(CommandParameters.signature(method), domains.stream().allMatch(String::isEmpty) ? List.of() : domains);
            }
            settings().put(settingsKey(), args.getText().trim());
            request = r;
            super.okPressed();
        } catch (org.eclipse.core.commands.ExecutionException e) {
            setErrorMessage(e.getMessage());
        }
    }

    /** OK in API mode: the request with the builders (all found, less the unchecked ones), the most calls and the cross-check. */
    private void apiPressed() {
        try {
            int[] values = CommandParameters.parseArgs(args.getText());
            GenerationRequest r = GenerationRequest.of(chosen(), values).withApi(apiMode.settings(values[0]))
                    .withExport(export.getSelection() ? new GenerationRequest.Export(GenerationRequest.Flavour.JUNIT5, perClass.getSelection()) : null);
            settings().put(settingsKey() + "#api", args.getText().trim());
            request = r;
            super.okPressed();
        } catch (org.eclipse.core.commands.ExecutionException e) {
            setErrorMessage(e.getMessage());
        }
    }

    /** @return the key the arguments are remembered under: the class, or the generator method */
    private String settingsKey() {
        return subject.isGenerator() ? subject.generatorName() : subject.binaryName();
    }

    private static IDialogSettings settings() {
        IDialogSettings root = PlatformUI.getDialogSettingsProvider(Platform.getBundle(SmallscopeUi.PLUGIN_ID)).getDialogSettings();
        IDialogSettings section = root.getSection(SECTION);
        return section != null ? section : root.addNewSection(SECTION);
    }

    private static Label label(Composite parent, String text) {
        Label label = new Label(parent, SWT.NONE);
        label.setText(text);
        return label;
    }
}
