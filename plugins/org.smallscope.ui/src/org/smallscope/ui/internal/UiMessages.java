package org.smallscope.ui.internal;

import org.eclipse.osgi.util.NLS;

/** The UI's user-visible texts (UiMessages.properties). */
public final class UiMessages extends NLS {
    public static String dialogTitle;
    public static String dialogMessage;
    public static String dialogMethodMessage;
    public static String dialogGeneratorMessage;
    public static String generatorArgsLabel;
    public static String choiceLabel;
    public static String choiceEager;
    public static String choiceDelayed;
    public static String argsLabel;
    public static String finitizationLabel;
    public static String argsInvalid;
    public static String reuseLabel;
    public static String reuseAuto;
    public static String reuseAutoWith;
    public static String reuseFull;
    public static String reuseSnapshot;
    public static String threadsLabel;
    public static String timeoutLabel;
    public static String exportLabel;
    public static String flavourLabel;
    public static String perClassLabel;
    public static String eqClassLabel;
    public static String eqClassTooltip;
    public static String paramLabel;
    public static String noSubjectTitle;
    public static String noSubject;
    public static String runningTitle;
    public static String running;
    public static String quickFixAddApi;
    public static String quickFixAddApiDescription;
    public static String resolutionCreateFinitization;
    public static String resolutionMoveChecks;
    public static String resolutionBoundField;
    public static String containerPageTitle;
    public static String containerPageDescription;
    public static String settingsDescription;
    public static String settingsProjectDescription;
    public static String settingsUseProject;
    public static String settingsDefaultSize;
    public static String settingsThreads;
    public static String settingsStore;
    public static String settingsFlavour;
    public static String settingsFlavourAuto;
    public static String settingsPerClass;
    public static String settingsTimeout;
    /** Settings: bring finished runs to the front. */
    public static String settingsShowResults;
    /** Settings: informational markers. */
    public static String settingsInfoMarkers;
    public static String modeLabel;
    public static String modeRepOk;
    public static String modeApi;
    public static String apiSizeLabel;
    public static String apiBuildersLabel;
    public static String apiBuildersNone;
    public static String apiCallsLabel;
    public static String apiCrossCheckLabel;
    public static String apiCrossCheckUnavailable;
    public static String apiSizeInvalid;
    public static String dialogApiMessage;

    static {
        NLS.initializeMessages(UiMessages.class.getName(), UiMessages.class);
    }

    private UiMessages() {
    }
}
