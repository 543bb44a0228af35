package org.smallscope.ui.internal.interactions;

import java.nio.file.Path;

import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.smallscope.ui.internal.ReportCommandDialog;

/** Asks what an inference of a configurable class's interactions runs: the JUnit test class, the random seed and the report file. */
public final class InferInteractionsDialog extends ReportCommandDialog {

    /**
     * What the open dialog shows.
     *
     * @param tests the test class field
     * @param seed the seed field
     * @param report the report file field
     * @param problem the error message shown, or null
     * @param okEnabled whether OK can be pressed
     */
    public record Offer(String tests, String seed, String report, String problem, boolean okEnabled) {
    }

    /** What the user chose. */
    record Choice(String tests, long seed, Path report) {
    }

    private final IType program;
    private Text tests;
    private Text seed;
    private Text report;
    private Choice choice;

    /** @param program the configurable class */
    public InferInteractionsDialog(Shell parent, IType program) {
        super(parent);
        this.program = program;
    }

    /** @return the choice once the dialog was confirmed, else null */
    Choice choice() {
        return choice;
    }

    /** @return what the open dialog shows now */
    public Offer offer() {
        return new Offer(tests.getText(), seed.getText(), report.getText(), getErrorMessage(), okEnabled());
    }

    /** Types into the test class and seed fields, as a user would. */
    public void type(String testClass, String seedText) {
        tests.setText(testClass);
        seed.setText(seedText);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Infer Configuration Interactions of " + program.getElementName());
        setMessage("Runs the tests under few, well-chosen configurations of the class's @Option fields and infers, for each "
                + "covered line, the formula under which it is covered (Interactions view, editor ruler).");
        Composite body = body(area);
        tests = field(body, "JUnit test class:", program.getFullyQualifiedName('$') + "Test");
        seed = field(body, "Seed:", "0");
        report = field(body, "Report file:", defaultReport().toString());
        tests.addModifyListener(e -> validate());
        seed.addModifyListener(e -> validate());
        report.addModifyListener(e -> validate());
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        validate();
    }

    private Path defaultReport() {
        return storeFile(program.getJavaProject(), "interactions", program.getElementName() + "-interactions.json");
    }

    private void validate() {
        String problem = null;
        String testClass = tests.getText().trim();
        if (!testClass.matches("[\\w$]+(\\.[\\w$]+)*")) {
            problem = "Name the JUnit test class (fully qualified)";
        } else if (!exists(testClass)) {
            problem = "No class " + testClass + " in project " + program.getJavaProject().getElementName();
        } else if (!seed.getText().trim().matches("-?\\d{1,18}")) {
            problem = "Seed: a whole number";
        } else if (report.getText().isBlank()) {
            problem = "Choose the report file";
        }
        problem(problem);
    }

    private boolean exists(String testClass) {
        try {
            return program.getJavaProject().findType(testClass.replace('$', '.')) != null;
        } catch (JavaModelException e) {
            return false;
        }
    }

    @Override
    protected void okPressed() {
        choice = new Choice(tests.getText().trim(), Long.parseLong(seed.getText().trim()), Path.of(report.getText().trim()));
        super.okPressed();
    }
}
