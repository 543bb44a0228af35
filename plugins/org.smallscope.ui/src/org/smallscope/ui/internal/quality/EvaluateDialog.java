package org.smallscope.ui.internal.quality;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.eclipse.jdt.core.Flags;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.ui.internal.ReportCommandDialog;

/** Asks what an evaluation of a subject's suite quality covers: the methods to test, the scopes, the report file and whether PIT runs. */
public final class EvaluateDialog extends ReportCommandDialog {

    /** Scopes as {@code evaluate --sizes} takes them: {@code 1-6} or {@code 1,3,5}. */
    static final Pattern SIZES = Pattern.compile("\\d+(-\\d+)?(,\\d+(-\\d+)?)*");

    /**
     * What the open dialog shows.
     *
     * @param methods the methods field
     * @param sizes the scopes field
     * @param report the report file field
     * @param mutation whether PIT runs
     * @param problem the error message shown, or null
     * @param okEnabled whether OK can be pressed
     */
    public record Offer(String methods, String sizes, String report, boolean mutation, String problem, boolean okEnabled) {
    }

    /** What the user chose. */
    record Choice(String methods, String sizes, Path report, boolean mutation) {
    }

    private final WorkspaceSubject subject;
    private Text methods;
    private Text sizes;
    private Text report;
    private Button mutation;
    private Choice choice;

    /** @param subject the subject whose suite quality is evaluated */
    public EvaluateDialog(Shell parent, WorkspaceSubject subject) {
        super(parent);
        this.subject = subject;
    }

    /** @return the choice once the dialog was confirmed, else null */
    Choice choice() {
        return choice;
    }

    /** @return what the open dialog shows now */
    public Offer offer() {
        return new Offer(methods.getText(), sizes.getText(), report.getText(), mutation.getSelection(), getErrorMessage(), okEnabled());
    }

    /** Types {@code text} into the scopes field, as a user would. */
    public void typeSizes(String text) {
        sizes.setText(text);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Evaluate Suite Quality of " + subject.simpleName());
        setMessage("Generates and exports method tests per scope, measures their coverage (JaCoCo) and mutation score (PIT), "
                + "and shows the result in the Suite Quality view.");
        Composite body = body(area);
        methods = field(body, "Methods (comma separated):", defaultMethods());
        sizes = field(body, "Scopes (e.g. 1-6):", "1-5");
        report = field(body, "Report file:", defaultReport().toString());
        mutation = new Button(body, SWT.CHECK);
        mutation.setText("Mutation testing (PIT; slower)");
        mutation.setSelection(true);
        GridDataFactory.fillDefaults().span(2, 1).applyTo(mutation);
        methods.addModifyListener(e -> validate());
        sizes.addModifyListener(e -> validate());
        report.addModifyListener(e -> validate());
        return area;
    }

    /** @return the subject's public instance methods other than repOk, comma separated */
    private String defaultMethods() {
        List<String> names = new ArrayList<>();
        try {
            for (IMethod m : subject.type().getMethods()) {
                int flags = m.getFlags();
                if (Flags.isPublic(flags) && !Flags.isStatic(flags) && !m.isConstructor() && !m.equals(subject.predicate())
                        && !names.contains(m.getElementName())) {
                    names.add(m.getElementName());
                }
            }
        } catch (JavaModelException e) {
            // the user types them
        }
        return String.join(",", names);
    }

    private Path defaultReport() {
        return storeFile(subject.javaProject(), "evaluation", subject.simpleName() + "-quality.json");
    }

    private void validate() {
        String problem = null;
        if (!methods.getText().trim().matches("[\\w$]+(\\s*,\\s*[\\w$]+)*")) {
            problem = "Name the methods to test, separated by commas";
        } else if (!SIZES.matcher(sizes.getText().replace(" ", "")).matches()) {
            problem = "Scopes: a range like 1-6 or a list like 1,3,5";
        } else if (report.getText().isBlank()) {
            problem = "Choose the report file";
        }
        problem(problem);
    }

    @Override
    protected void okPressed() {
        choice = new Choice(methods.getText().replace(" ", ""), sizes.getText().replace(" ", ""), Path.of(report.getText().trim()),
                mutation.getSelection());
        super.okPressed();
    }
}
