package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a created token is (111.4, 111.10): the characteristics the effect states, or a predefined
 * token (Treasure, Food, Clue, Blood) whose definition is bundled in the card format
 * ({@code tokens/predefined.txt}) and compiled like any card.
 */
final class TokenLowering {

    private static final String PREDEFINED = "/dev/arbiter/cards/tokens/predefined.txt";
    private static Map<String, CardDefinition> predefined;
    /** Where a quoted ability of a token comes from when the card is not known (a triggered ability's effect). */
    private static final CardText TOKEN_HOLDER = new CardText("a token", List.of(), false, List.of(), List.of("Creature"),
            List.of(), "0", "0", null, java.util.Optional.empty(), List.of(), new dev.arbiter.cards.text.SourcePos("token", 1));

    private TokenLowering() {
    }

    /** The card a token's quoted ability is read on when no card is known. */
    static CardText holder() {
        return TOKEN_HOLDER;
    }

    /**
     * The effect: "create" by you as {@link Effect.CreateTokens}; by another player ("target opponent
     * creates") or tapped as {@link Effect.CreateTokensFor} (111.2, 110.5b).
     */
    static Effect effect(EffectNode.CreateTokens t, EffectLowering lowering, CardText card) {
        TokenSpec spec = spec(t, card);
        if (t.who() instanceof PlayerRef.You && !t.tapped()) return new Effect.CreateTokens(lowering.amountOf(t.count()), spec);
        Who who = lowering.player(t.who());
        return new Effect.CreateTokensFor(who, lowering.amountOf(t.count()), spec, t.tapped());
    }

    static TokenSpec spec(EffectNode.CreateTokens t, CardText card) {
        if (t.predefined() != null) {
            CardDefinition d = predefined().get(t.predefined());
            if (d == null) throw new NotSupported("predefined token \"" + t.predefined() + "\"");
            return new TokenSpec(d.name(), d.colors(), d.types(), d.subtypes(), d.power() == null ? 0 : d.power(),
                    d.toughness() == null ? 0 : d.toughness(), d.abilities()); // 111.10d: a Walker is 2/2
        }
        int colors = 0;
        for (String c : t.colors()) colors |= Color.ofName(c).bit();
        int types = 0;
        for (String ty : t.types()) types |= CardType.ofWord(ty).bit();
        List<Ability> abilities = new ArrayList<>();
        for (String k : t.keywords()) {
            List<Ability> a = KeywordLines.all(k); // decayed stands for two abilities (702.147a)
            if ((a == null || a.isEmpty()) && KeywordDefinitions.grantedLine(k) != null) { // 702.149a: its definition
                a = GrantedAbilities.list(k, card != null ? card : TOKEN_HOLDER);
            }
            if (a == null || a.isEmpty()) throw new NotSupported("token keyword \"" + k + "\"");
            abilities.addAll(a);
        }
        KeywordLines.checkGrantable(abilities);
        for (String q0 : t.quoted()) { // 113.1a: a quoted ability is the token's own
            String q = TokenSelfName.asSelf(q0, t); // 201.5: the token's own name in its text means that token
            if (dev.arbiter.cards.grammar.TokenGrammar.definesPowerToughness(q)) { // 604.3, 613.4a: the token's own CDA
                abilities.addAll(characteristic(q));
                continue;
            }
            List<Ability> granted = GrantedAbilities.list("\"" + q + "\"", card != null ? card : TOKEN_HOLDER);
            if (granted == null) throw new NotSupported("token ability \"" + q + "\"");
            abilities.addAll(granted);
        }
        String name = String.join(" ", t.subtypes()) + " Token";
        if (t.name() != null) {
            if (t.name().equals("~") && card == null) throw new NotSupported("a token named after an unknown card");
            name = t.name().equals("~") ? card.name() : t.name(); // 111.4: the name the effect gives
        }
        TokenSpec spec = new TokenSpec(name, colors, types, t.subtypes(), t.power(), t.toughness(), abilities);
        return t.legendary() ? spec.legendary() : spec; // 205.4d
    }

    /**
     * "This creature's power and toughness are each equal to [count]." stated by the effect that creates the token is a
     * characteristic-defining ability of the token (604.3a, 111.4), read as the line of a creature printed * / *.
     */
    private static List<Ability> characteristic(String quoted) {
        String line = "~" + quoted.substring("This creature".length());
        if (!line.endsWith(".")) line += ".";
        CardText holder = new CardText("a token", List.of(), false, List.of(), List.of("Creature"), List.of(), "*", "*", null,
                java.util.Optional.empty(), List.of(), new dev.arbiter.cards.text.SourcePos("token", 1));
        return CharacteristicLines.compile(line, holder)
                .orElseThrow(() -> new NotSupported("token ability \"" + quoted + "\""));
    }

    private static synchronized Map<String, CardDefinition> predefined() {
        if (predefined == null) {
            Map<String, CardDefinition> out = new HashMap<>();
            try (InputStream in = TokenLowering.class.getResourceAsStream(PREDEFINED)) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                OracleCompiler compiler = new OracleCompiler();
                for (CardText card : CardTextReader.read("predefined.txt", text)) {
                    if (compiler.compile(card) instanceof CompileResult.Supported s) out.put(card.name(), s.def());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            predefined = Map.copyOf(out);
        }
        return predefined;
    }
}
