package dev.arbiter.cards.explain;

import java.util.List;

/**
 * "~ and other Vampire creatures you control get +2/+1 and have flying." (611.3a): the compiler keeps the source and
 * the others apart (two static abilities); their two rendered lines ("NAME gets +2/+1 and has flying.", "other
 * Vampire creatures you control get +2/+1 and have flying.", under the same condition) come back together.
 */
final class SelfAndOthersText {
    private SelfAndOthersText() {
    }

    static void merge(List<String> out, String name) {
        for (int i = 0; i + 1 < out.size(); i++) {
            String merged = merged(out.get(i), out.get(i + 1), name);
            if (merged == null) continue;
            out.set(i, merged);
            out.remove(i + 1);
        }
    }

    private static String merged(String self, String others, String name) {
        int at = self.indexOf(name + " gets ");
        if (at < 0) return null;
        String prefix = self.substring(0, at);
        String rest = self.substring(at + name.length() + " gets ".length());
        String other = prefix.isEmpty() ? "Other " : prefix + "other ";
        if (!others.startsWith(other)) return null;
        int verb = others.indexOf(" get ", other.length());
        if (verb < 0) return null;
        String plural = rest.replace(" and has ", " and have ");
        if (!others.substring(verb + " get ".length()).equals(plural)) return null;
        return prefix + name + " and other " + others.substring(other.length(), verb) + " get " + plural;
    }
}
