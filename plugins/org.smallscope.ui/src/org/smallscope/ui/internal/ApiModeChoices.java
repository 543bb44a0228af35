package org.smallscope.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.core.Signature;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.smallscope.core.BuilderMethods;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.WorkspaceSubject;

/** The API-mode part of {@link GenerateDialog}: the choice between the repOk search and API mode, the builders, the most calls and the cross-check. */
final class ApiModeChoices {

    private final WorkspaceSubject subject;
    /** Told when the mode changes and when a builder is checked or unchecked. */
    private final Runnable modeChanged;
    private final Runnable validate;
    private Button modeRepOk;
    private Button modeApi;
    /** The builders by name (checked: used), the most calls, the cross-check. */
    private Table builders;
    private Spinner calls;
    private boolean callsEdited;
    private Button crossCheck;

    /**
     * @param modeChanged called when the user switches between the repOk search and API mode
     * @param validate called when the builders checked change
     */
    ApiModeChoices(WorkspaceSubject subject, Runnable modeChanged, Runnable validate) {
        this.subject = subject;
        this.modeChanged = modeChanged;
        this.validate = validate;
    }

    /** Adds "Search with repOk" or "Build with the class's methods (API mode)" for a class API mode can build; @return whether it was offered */
    boolean addModeChoice(Composite c) {
        try {
            if (!BuilderMethods.canBuild(subject.type())) {
                return false;
            }
        } catch (JavaModelException e) {
            return false;
        }
        label(c, UiMessages.modeLabel);
        Composite radios = new Composite(c, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).applyTo(radios);
        modeRepOk = new Button(radios, SWT.RADIO);
        modeRepOk.setText(UiMessages.modeRepOk);
        modeRepOk.setSelection(true); // a class without repOk switches to API mode once the dialog is built
        modeRepOk.setEnabled(subject.predicate() != null);
        modeApi = new Button(radios, SWT.RADIO);
        modeApi.setText(UiMessages.modeApi);
        modeApi.addListener(SWT.Selection, e -> modeChanged.run());
        return true;
    }

    /** @return whether the mode choice is offered */
    boolean offered() {
        return modeApi != null;
    }

    /** @return whether the fields below the mode choice exist yet */
    boolean built() {
        return builders != null;
    }

    /**
     * Adds the builders (the class's public methods with int or boolean parameters, all checked), the most calls and the cross-check.
     *
     * @return the problem reading the builders, or null
     */
    String addChoices(Composite c) {
        String problem = null;
        Label buildersLabel = label(c, UiMessages.apiBuildersLabel);
        GridDataFactory.swtDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(buildersLabel);
        builders = new Table(c, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
        java.util.Map<String, List<String>> byName = new java.util.LinkedHashMap<>();
        try {
            for (IMethod m : BuilderMethods.builders(subject.type())) {
                byName.computeIfAbsent(m.getElementName(), k -> new ArrayList<>()).add(m.getElementName() + "(" + String.join(", ",
                        java.util.Arrays.stream(m.getParameterTypes()).map(t -> Signature.getSimpleName(Signature.toString(t))).toList()) + ")");
            }
        } catch (JavaModelException e) {
            problem = e.getMessage();
        }
        byName.forEach((name, signatures) -> {
            TableItem item = new TableItem(builders, SWT.NONE);
            item.setText(String.join(", ", signatures));
            item.setData(name);
            item.setChecked(true);
        });
        builders.addListener(SWT.Selection, e -> validate.run());
        GridDataFactory.fillDefaults().grab(true, false).hint(SWT.DEFAULT, builders.getItemHeight() * Math.min(6, Math.max(2, byName.size()))).applyTo(builders);
        label(c, UiMessages.apiCallsLabel);
        calls = new Spinner(c, SWT.BORDER);
        calls.setValues(3, 0, 1000, 0, 1, 5);
        calls.addListener(SWT.Modify, e -> callsEdited |= calls.isFocusControl());
        crossCheck = new Button(c, SWT.CHECK);
        crossCheck.setText(crossCheckable() ? UiMessages.apiCrossCheckLabel : UiMessages.apiCrossCheckUnavailable);
        GridDataFactory.fillDefaults().span(2, 1).applyTo(crossCheck);
        return problem;
    }

    /** @return whether the cross-check can be chosen: the class has repOk and a finitization */
    private boolean crossCheckable() {
        return subject.predicate() != null && !subject.finitizations().isEmpty();
    }

    /** @return whether API mode is chosen */
    boolean chosen() {
        return modeApi != null && modeApi.getSelection();
    }

    /** Chooses API mode ({@code true}) or the repOk search, as the user would with the radio buttons (the dialog hears of it). */
    void choose(boolean on) {
        modeApi.setSelection(on);
        modeRepOk.setSelection(!on);
        modeChanged.run();
    }

    /** Enables API mode's fields when it is chosen. */
    void enable() {
        boolean on = chosen();
        builders.setEnabled(on);
        calls.setEnabled(on);
        crossCheck.setEnabled(on && crossCheckable());
    }

    /** @return what the fields offer now, as the dialog tells it */
    GenerateDialog.ApiOffer offer() {
        if (modeApi == null) {
            return new GenerateDialog.ApiOffer(false, true, false, List.of(), List.of(), 0, false, false);
        }
        List<String> offered = new ArrayList<>();
        for (TableItem item : builders.getItems()) {
            offered.add(item.getText());
        }
        return new GenerateDialog.ApiOffer(true, modeRepOk.isEnabled(), chosen(), offered, builders(true), calls.getSelection(), crossCheck.isEnabled(),
                crossCheck.getSelection());
    }

    /** Checks or unchecks the builder named {@code name}, as the user would in the list. */
    void checkBuilder(String name, boolean on) {
        for (TableItem item : builders.getItems()) {
            if (name.equals(item.getData())) {
                item.setChecked(on);
            }
        }
        validate.run();
    }

    /** Chooses the cross-check with repOk, as the user would with its check box. */
    void chooseCrossCheck(boolean on) {
        crossCheck.setSelection(on);
    }

    /**
     * @param values the arguments typed (API mode takes one, the size)
     * @return what is wrong with them or with the builders checked, or null (the most calls follow the size until edited)
     */
    String problem(int[] values) {
        if (values.length != 1 || values[0] < 0) {
            return UiMessages.apiSizeInvalid;
        }
        if (!callsEdited) {
            calls.setSelection(values[0]);
        }
        return builders(true).isEmpty() ? UiMessages.apiBuildersNone : null;
    }

    /** @return API mode's settings for size {@code size}: the builders (all found, less the unchecked ones), the most calls and the cross-check */
    GenerationRequest.Api settings(int size) {
        Integer most = calls.getSelection() == size ? null : calls.getSelection();
        return new GenerationRequest.Api(List.of(), builders(false), most, crossCheck.isEnabled() && crossCheck.getSelection());
    }

    /** @return the names of the checked builders ({@code checked}) or of the unchecked ones (the runner finds the builders and leaves these out) */
    private List<String> builders(boolean checked) {
        List<String> names = new ArrayList<>();
        for (TableItem item : builders.getItems()) {
            if (item.getChecked() == checked) {
                names.add((String) item.getData());
            }
        }
        return names;
    }

    private static Label label(Composite parent, String text) {
        Label label = new Label(parent, SWT.NONE);
        label.setText(text);
        return label;
    }
}
