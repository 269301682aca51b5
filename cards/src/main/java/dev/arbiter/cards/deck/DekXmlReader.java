package dev.arbiter.cards.deck;

import dev.arbiter.cards.text.SourcePos;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads MTGO's {@code .dek} XML: {@code <Cards CatID=".." Quantity="4" Sideboard="false" Name=".."/>}
 * elements under {@code <Deck>}; the catalogue id is read and ignored (cards are found by name).
 */
final class DekXmlReader {

    private DekXmlReader() {
    }

    static DeckList read(String fileName, String content) {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        List<DeckEntry> main = new ArrayList<>();
        List<DeckEntry> side = new ArrayList<>();
        XMLStreamReader xml = null;
        int line = 1;
        try {
            xml = factory.createXMLStreamReader(new StringReader(content));
            while (xml.hasNext()) {
                int event = xml.next();
                line = Math.max(1, xml.getLocation().getLineNumber());
                if (event == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equalsIgnoreCase("Cards")) {
                    SourcePos pos = new SourcePos(fileName, line);
                    String name = attribute(xml, "Name", pos);
                    String quantity = attribute(xml, "Quantity", pos);
                    String sideboard = xml.getAttributeValue(null, "Sideboard");
                    if (!quantity.strip().matches("\\d+")) {
                        throw new DeckFormatException(pos, "Quantity must be a number, found \"" + quantity + "\"");
                    }
                    int count = DeckListReader.count(quantity.strip(), "Quantity=\"" + quantity + "\"", pos);
                    DeckEntry e = new DeckEntry(count, name.strip(), pos);
                    ("true".equalsIgnoreCase(sideboard == null ? "" : sideboard.strip()) ? side : main).add(e);
                }
            }
        } catch (XMLStreamException e) {
            int at = e.getLocation() != null && e.getLocation().getLineNumber() > 0 ? e.getLocation().getLineNumber() : line;
            throw new DeckFormatException(new SourcePos(fileName, at), "not well-formed .dek XML: " + firstLine(e.getMessage()));
        } finally {
            close(xml);
        }
        return new DeckList(DeckListReader.deckName(fileName), main, side, List.of(), DeckFileFormat.MTGO_DEK);
    }

    private static String attribute(XMLStreamReader xml, String name, SourcePos pos) {
        String v = xml.getAttributeValue(null, name);
        if (v == null || v.isBlank()) {
            throw new DeckFormatException(pos, "<Cards> element without a " + name + " attribute");
        }
        return v;
    }

    private static String firstLine(String message) {
        String m = message == null ? "" : message.strip();
        int msg = m.indexOf("Message:");
        if (msg >= 0) m = m.substring(msg + "Message:".length()).strip();
        int nl = m.indexOf('\n');
        return nl >= 0 ? m.substring(0, nl) : m;
    }

    private static void close(XMLStreamReader xml) {
        if (xml == null) return;
        try {
            xml.close();
        } catch (XMLStreamException ignored) {
            // nothing left to release for a string source
        }
    }
}
