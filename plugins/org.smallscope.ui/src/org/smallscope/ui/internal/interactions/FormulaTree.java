package org.smallscope.ui.internal.interactions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.viewers.ITableLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;
import org.smallscope.core.interactions.InteractionsResults;
import org.smallscope.core.interactions.InteractionsResults.Location;

/**
 * The Interactions view's tree: a node per formula (its kind and length, how many locations) with its locations below
 * (class:line and label, covering configurations), as content and label providers over an {@link InteractionsResults}.
 */
final class FormulaTree {

    /** The tree's columns. */
    static final String[] COLUMNS = {"Formula / location", "Kind", "Length", "Covering configurations"};

    /**
     * A formula and the locations covered under it.
     *
     * @param formula the formula
     * @param locations its locations, by class and line
     */
    record Group(String formula, List<Location> locations) {
        String kind() {
            return locations.get(0).kind();
        }

        int length() {
            return locations.get(0).length();
        }
    }

    private FormulaTree() {
    }

    /** @return the report's groups, in the report's formula order */
    static List<Group> groups(InteractionsResults report) {
        List<Group> groups = new ArrayList<>();
        report.byFormula().forEach((f, ls) -> groups.add(new Group(f, List.copyOf(ls))));
        return groups;
    }

    /** Content: the input is a list of groups. */
    static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return input instanceof List<?> l ? l.toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof Group g ? g.locations().toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof Group;
        }
    }

    /** Labels per column. */
    static final class Labels extends LabelProvider implements ITableLabelProvider {
        @Override
        public Image getColumnImage(Object element, int column) {
            return null;
        }

        @Override
        public String getColumnText(Object element, int column) {
            if (element instanceof Group g) {
                return switch (column) {
                    case 0 -> g.formula() + "  [" + g.locations().size() + (g.locations().size() == 1 ? " location]" : " locations]");
                    case 1 -> g.kind();
                    case 2 -> Integer.toString(g.length());
                    default -> "";
                };
            }
            Location l = (Location) element;
            return switch (column) {
                case 0 -> l.where();
                case 1 -> l.kind();
                case 2 -> Integer.toString(l.length());
                default -> l.coveringConfigurations() < 0 ? "" : String.format(Locale.ROOT, "%,d", l.coveringConfigurations());
            };
        }
    }
}
