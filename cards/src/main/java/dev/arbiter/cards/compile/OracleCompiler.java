package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Compiles a card's rules text into engine abilities. A card is supported only when EVERY rules
 * line compiles; otherwise the first line that does not is reported with its file:line, and the
 * card is never half-played.
 *
 * <p>Instants and sorceries: keyword lines and effect paragraphs (all paragraphs form one spell
 * ability). Permanents: enchant / equip / fortify, keyword lines, static combat lines, static
 * abilities through layers (P/T changes, granted keywords, Lure), triggered abilities, and
 * activated and mana abilities.
 */
public final class OracleCompiler {

    /** Creates a compiler; it holds no state between cards. */
    public OracleCompiler() {
    }

    /** Compiles {@code card}: supported with its definition, or the first line that failed. */
    public CompileResult compile(CardText card) {
        card = DieTableLines.join(card); // 706.3b: a results table is part of the paragraph that rolls
        String problem = CardFacts.problem(card);
        if (problem != null && CardFacts.starPowerToughness(card)) {
            return CardFacts.withCharacteristicDefining(run(card, false), card); // 604.3: "*" defined by a line
        }
        if (problem != null) {
            RulesLine cda = card.rules().stream().filter(l -> CharacteristicMention.powerEqual(l.text())).findFirst().orElse(null);
            return new CompileResult.Unsupported(card, cda, problem);
        }
        return run(card, false);
    }

    /**
     * The definition of {@code card} from the lines that do compile, skipping the others; a
     * non-numeric P/T is 0. Only for explicitly allowing unsupported cards: such a card is played
     * without the abilities of its failing lines.
     */
    public CardDefinition compileLenient(CardText card) {
        return ((CompileResult.Supported) run(DieTableLines.join(card), true)).def();
    }

    /** Compiles every line; stops at the first failure unless {@code lenient} (then skips it). */
    private static CompileResult run(CardText printed, boolean lenient) {
        CardText card = AlsoTypeLines.fold(printed); // 604.3: "~ is also a Cleric, Rogue, Warrior, and Wizard"
        List<Ability> abilities = new ArrayList<>();
        SpellEffectLines spell = new SpellEffectLines(card);
        LevelerLines leveler = new LevelerLines();
        ModalTriggerLines modal = new ModalTriggerLines(card); // 700.2b
        int spellIndex = -1;
        for (RulesLine line : card.rules()) {
            int paragraphs = spell.paragraphs();
            String reason;
            try {
                Optional<List<Ability>> compiled = leveler.line(line.text());
                if (compiled.isEmpty()) compiled = DungeonRoomLines.compile(line, card); // 309.4c
                if (compiled.isEmpty()) compiled = modal.line(line);
                if (compiled.isEmpty()) compiled = ChosenModeLines.compile(line.text(), card, spell); // 614.12, 607.2
                if (compiled.isEmpty()) compiled = AlsoTypeLines.compile(line.text(), card); // 604.3
                if (compiled.isEmpty()) compiled = EveryCreatureTypeLines.compile(line.text(), card, spell); // 702.73a
                if (compiled.isEmpty()) compiled = line(line.text(), card, spell);
                reason = compiled.isEmpty() ? UnsupportedReasons.NOT_UNDERSTOOD : StaticCountCheck.unreadable(compiled.get());
                if (reason == null) compiled.ifPresent(abilities::addAll);
            } catch (NotSupported e) {
                reason = e.reason();
            }
            if (reason != null && !lenient) {
                return new CompileResult.Unsupported(card, line, reason);
            }
            if (spell.paragraphs() > paragraphs && spellIndex < 0) {
                spellIndex = abilities.size();
            }
        }
        int at = spellIndex < 0 ? abilities.size() : spellIndex;
        spell.build().ifPresent(a -> abilities.add(at, a));
        String unlinked = LinkedExileLowering.link(abilities); // 607.2a: "exile ..." / "return the exiled card"
        if (unlinked != null && !lenient) {
            RulesLine where = card.rules().stream().filter(l -> l.text().toLowerCase(java.util.Locale.ROOT)
                    .contains("the exiled card")).findFirst().orElse(card.rules().get(card.rules().size() - 1));
            return new CompileResult.Unsupported(card, where, unlinked);
        }
        String sacrificed = SacrificedLowering.misplaced(abilities); // 608.2h
        if (sacrificed != null && !lenient) {
            RulesLine where = card.rules().stream().filter(l -> l.text().contains("sacrificed")).findFirst()
                    .orElse(card.rules().get(card.rules().size() - 1));
            return new CompileResult.Unsupported(card, where, sacrificed);
        }
        return new CompileResult.Supported(CardFacts.definition(card, abilities));
    }

    /**
     * The abilities of one line; empty when no grammar understands it. The line is offered to the readers of
     * {@link LineReaders} in order, each only if it can start with the line's first word ({@link LineDispatch}).
     */
    static Optional<List<Ability>> line(String text, CardText card, SpellEffectLines spell) {
        // 303.4, 702.5d: "enchanted player" / "enchanted opponent" is read only on an Aura that enchants players
        if (text.contains("nchanted player")) AttachmentLines.requireEnchantPlayer(card, "enchanted player");
        if (text.contains("nchanted opponent")) AttachmentLines.requireEnchantPlayer(card, "enchanted opponent");
        boolean instantOrSorcery = card.hasType("Instant") || card.hasType("Sorcery");
        Optional<List<Ability>> read = LineReaders.COMMON.read(text, card, spell, instantOrSorcery);
        if (read.isPresent()) return read;
        return (instantOrSorcery ? LineReaders.SPELL : LineReaders.PERMANENT).read(text, card, spell, instantOrSorcery);
    }
}
