/* The static pages in German (formal "Sie"): the same pages and blocks as the English ones, written for German readers. */
import type { StaticPageSlug } from '../slugs';
import type { PageBuilder, PageContext } from '../types';
import { contact, list, p, steps } from './blocks';
import { WOMEN_SIZES, MEN_SIZES } from './size-guide';

const UPDATED = 'November 2026';

function freeShippingText({ freeShippingFrom, standardShippingRate }: PageContext): string {
  const standard = standardShippingRate
    ? `Der Standardversand kostet ${standardShippingRate}`
    : 'Für den Standardversand fällt eine kleine Pauschale an, die an der Kasse angezeigt wird';
  if (freeShippingFrom === null) return `${standard}.`;
  const free = freeShippingFrom
    ? `und ist ab einem Bestellwert von ${freeShippingFrom} kostenlos.`
    : 'und ist ab unserem Mindestbestellwert für kostenlosen Versand gratis; Ihr Warenkorb zeigt ihn beim Einkaufen an.';
  return `${standard} ${free}`;
}

const about: PageBuilder = ({ shopName }) => ({
  title: `Über ${shopName}`,
  description: `${shopName} ist ein unabhängiger Onlineshop für Elektronik, Kleidung, Wohnen, Sport und Bücher, sorgfältig ausgewählt und schnell geliefert.`,
  sections: [
    {
      heading: 'Unsere Geschichte',
      blocks: [
        p(
          `${shopName} begann mit einer einfachen Idee: Online einkaufen soll sich so entspannt und vertrauenswürdig anfühlen wie ein Besuch im guten Laden um die Ecke. Wir führen ein überschaubares Sortiment an Produkten, die wir selbst kaufen würden, beschreiben sie ehrlich und versenden sie schnell.`,
        ),
        p(
          'Heute beliefern wir Kundinnen und Kunden im ganzen Land aus unserem eigenen Lager, mit einem kleinen Team, das jede Nachricht persönlich beantwortet.',
        ),
      ],
    },
    {
      heading: 'Woran wir glauben',
      blocks: [
        list(
          'Weniger, dafür bessere Produkte: Jeder Artikel wird auf Qualität geprüft, bevor er ins Sortiment kommt.',
          'Klare Preise: Der angezeigte Preis enthält alles außer dem Versand, den Sie vor dem Bezahlen sehen.',
          'Einfache Rückgabe: Doch anders entschieden? Schicken Sie den Artikel innerhalb von 30 Tagen zurück.',
          'Echte Menschen: Unser Kundenservice sitzt bei uns im Haus und ist nicht ausgelagert.',
        ),
      ],
    },
    {
      heading: 'Was Sie bei uns finden',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/products?category=electronics', label: 'Elektronik', description: 'Smartphones, Laptops, Audio und Zubehör.' },
            { to: '/products?category=clothing', label: 'Kleidung', description: 'Alltags- und Sportbekleidung von bewährten Marken.' },
            { to: '/products?category=home', label: 'Wohnen', description: 'Möbel, Leuchten und Küchenbedarf.' },
            { to: '/products?category=sports', label: 'Sport', description: 'Ausrüstung für Fitnessstudio, Platz und Trail.' },
            { to: '/products?category=books', label: 'Bücher', description: 'Bestseller, Klassiker und neue Entdeckungen.' },
          ],
        },
      ],
    },
    {
      heading: 'Kontakt',
      blocks: [p('Wir freuen uns über jede Nachricht. Fragen, Ideen und Rückmeldungen sind herzlich willkommen.'), contact],
    },
  ],
});

const careers: PageBuilder = ({ shopName, email }) => ({
  title: `Karriere bei ${shopName}`,
  description: `Werden Sie Teil des Teams von ${shopName}: offene Stellen, wie wir arbeiten und was wir bieten.`,
  sections: [
    {
      heading: 'Arbeiten bei uns',
      blocks: [
        p(
          `${shopName} ist ein kleines Team, in dem jede und jeder mitbestimmt, wie der Shop funktioniert. Wir schätzen klare Texte, freundliches Feedback und Verbesserungen, die jede Woche live gehen.`,
        ),
        list(
          'Flexible Arbeitszeiten und für die meisten Stellen die Möglichkeit, remote zu arbeiten.',
          '30 Tage bezahlter Urlaub zuzüglich Feiertage.',
          'Ein jährliches Weiterbildungsbudget für Kurse, Bücher und Konferenzen.',
          'Ein großzügiger Personalrabatt auf das gesamte Sortiment.',
        ),
      ],
    },
    {
      heading: 'Offene Stellen',
      blocks: [
        {
          kind: 'table',
          caption: 'Aktuelle Stellenangebote',
          head: ['Stelle', 'Team', 'Arbeitsort'],
          rows: [
            ['Kundenservice-Spezialist (m/w/d)', 'Kundenservice', 'Remote'],
            ['Lagermitarbeiter (m/w/d)', 'Logistik', 'Vor Ort'],
            ['Frontend-Entwickler (m/w/d, React)', 'Entwicklung', 'Remote oder hybrid'],
            ['Einkäufer Wohnen (m/w/d)', 'Sortiment', 'Hybrid'],
          ],
        },
      ],
    },
    {
      heading: 'So bewerben Sie sich',
      blocks: [
        p(
          `Schicken Sie uns${email ? ` an ${email}` : ''} ein paar Zeilen über sich und die Stelle, die Sie interessiert, mit „Karriere“ im Betreff. Ein Lebenslauf ist willkommen, aber nicht nötig.`,
        ),
        p(
          'Wir antworten auf jede Bewerbung innerhalb von zwei Wochen. Unser Ablauf: ein Gespräch mit dem Team, wo sinnvoll eine kleine bezahlte Aufgabe und ein abschließendes Gespräch.',
        ),
      ],
    },
  ],
});

const press: PageBuilder = ({ shopName, email }) => ({
  title: 'Presse',
  description: `Neuigkeiten, Fakten und Pressekontakte für Journalistinnen und Journalisten, die über ${shopName} berichten.`,
  sections: [
    {
      heading: `${shopName} auf einen Blick`,
      blocks: [
        list(
          `${shopName} ist ein unabhängiger Onlineshop für Elektronik, Kleidung, Wohnen, Sport und Bücher.`,
          'Bestellungen verlassen unser eigenes Lager, die meisten noch am Tag der Bestellung.',
          'Unbenutzte Artikel können innerhalb von 30 Tagen zurückgegeben werden.',
          'Der Shop basiert auf Open-Source-Software.',
        ),
      ],
    },
    {
      heading: 'Aktuelle Meldungen',
      blocks: [
        list(
          'Neu: ein überarbeiteter Shop mit schnelleren Seiten und besserer Barrierefreiheit.',
          'Neustart des Newsletters: Mitglieder erfahren als Erste von Angeboten, höchstens zweimal im Monat.',
          'Verlängerte Rückgabefrist von 30 Tagen in allen Kategorien.',
        ),
      ],
    },
    {
      heading: 'Pressekontakt',
      blocks: [
        p(
          `Für Interviews, Bilder oder Hintergrundinformationen schreiben Sie bitte an ${email || 'unseren Kundenservice'}, mit „Presse“ im Betreff. Wir antworten in der Regel innerhalb eines Werktags.`,
        ),
      ],
    },
  ],
});

const investors: PageBuilder = ({ shopName, email }) => ({
  title: 'Für Investoren',
  description: `Informationen für Investoren und Partner, die sich für ${shopName} interessieren.`,
  sections: [
    {
      heading: 'Unternehmensüberblick',
      blocks: [
        p(
          `${shopName} ist ein Unternehmen in Privatbesitz. Seine Anteile sind an keiner Börse notiert und werden nicht öffentlich angeboten.`,
        ),
        p(
          'Wir wachsen stetig und profitabel, weil wir unser Sortiment fokussiert, unsere Abläufe schlank und unsere Kundschaft treu halten.',
        ),
      ],
    },
    {
      heading: 'Unsere Schwerpunkte',
      blocks: [
        list(
          'Zufriedene Kundinnen und Kunden, die wieder bei uns kaufen.',
          'Effiziente Abwicklung aus unserem eigenen Lager.',
          'Verantwortungsvoller Einkauf und weniger Verpackung.',
          'Investitionen in das Einkaufserlebnis auf jedem Gerät.',
        ),
      ],
    },
    {
      heading: 'Kontakt',
      blocks: [
        p(
          `Partner und Investoren erreichen unsere Geschäftsleitung unter ${email || 'unserer Supportadresse'}, mit „Investoren“ im Betreff.`,
        ),
      ],
    },
  ],
});

const blog: PageBuilder = ({ shopName }) => ({
  title: `Der ${shopName}-Blog`,
  description: `Kaufberatung, Pflegetipps und Neuigkeiten vom Team von ${shopName}.`,
  sections: [
    {
      heading: 'Kopfhörer, die Sie auch wirklich tragen',
      blocks: [
        p(
          'Tragekomfort zählt mehr als technische Daten. Over-Ear-Kopfhörer verteilen ihr Gewicht und eignen sich für langes Hören; In-Ear-Kopfhörer sind im Fitnessstudio und unterwegs im Vorteil.',
        ),
        list(
          'Eine Geräuschunterdrückung lohnt sich, wenn Sie viel reisen oder in lauter Umgebung arbeiten.',
          'Achten Sie bei kabellosen Modellen auf mindestens 20 Stunden Akkulaufzeit.',
          'Prüfen Sie, ob sich die Ohrpolster austauschen lassen: Das verdoppelt ihre Lebensdauer.',
        ),
      ],
    },
    {
      heading: 'Fünf Tipps, damit Ihre Kleidung länger hält',
      blocks: [
        list(
          'Waschen Sie bei 30 °C: Das schont Fasern und Farben und spart Energie.',
          'Drehen Sie bedruckte T-Shirts und Jeans vor dem Waschen auf links.',
          'Trocknen Sie Strickwaren liegend statt hängend.',
          'Verwenden Sie einen Wäschebeutel für Feines und alles mit Trägern.',
          'Reparieren Sie kleine Risse und lose Knöpfe frühzeitig.',
        ),
      ],
    },
    {
      heading: 'Eine Trainingsecke für zu Hause einrichten',
      blocks: [
        p(
          'Ein eigenes Zimmer brauchen Sie nicht. Eine Matte, ein Paar verstellbare Kurzhanteln und ein Widerstandsband reichen für die meisten Ganzkörperübungen.',
        ),
        p('Lassen Sie Ihre Ausrüstung sichtbar stehen: Wer sein Equipment sieht, trainiert öfter. Ein kleines Regal oder ein Korb genügt.'),
      ],
    },
    {
      heading: 'Unsere Leseliste für die Saison',
      blocks: [
        p(
          'Unser Team hat die Bücher ausgewählt, die es in dieser Saison nicht aus der Hand legen konnte, von packenden Thrillern bis zu praktischen Ratgebern rund ums Kochen und Reisen. Sie finden alle in der Kategorie Bücher.',
        ),
      ],
    },
  ],
});

const faq: PageBuilder = (ctx) => ({
  title: 'Häufige Fragen',
  description: `Antworten auf häufige Fragen zu Bestellung, Versand, Rückgabe, Zahlung und Ihrem Konto bei ${ctx.shopName}.`,
  sections: [
    {
      heading: 'Bestellungen',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Wie bestelle ich?',
              a: 'Legen Sie Produkte in den Warenkorb, öffnen Sie ihn und wählen Sie „Zur Kasse“. Sie müssen angemeldet sein, damit wir Warenkorb und Bestellungen in Ihrem Konto speichern können.',
            },
            {
              q: 'Kann ich meine Bestellung ändern oder stornieren?',
              a: 'Melden Sie sich so schnell wie möglich bei uns. Wir können eine Bestellung ändern oder stornieren, bis sie verpackt ist, was meist innerhalb weniger Stunden geschieht.',
            },
            {
              q: 'Wo sehe ich meine Bestellungen?',
              a: 'Melden Sie sich an und öffnen Sie Ihr Konto: Dort ist jede Bestellung mit Status und Sendungsverfolgung aufgeführt.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Versand',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Wie lange dauert die Lieferung?',
              a: 'Der Standardversand dauert 3–5 Werktage, der Expressversand 1–2 Werktage, nachdem Ihre Bestellung das Lager verlassen hat.',
            },
            { q: 'Was kostet der Versand?', a: freeShippingText(ctx) },
            {
              q: 'Wie verfolge ich mein Paket?',
              a: 'Wir schicken Ihnen den Link zur Sendungsverfolgung per E-Mail, sobald Ihre Bestellung versandt ist. Sie finden ihn auch bei der Bestellung in Ihrem Konto.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Rückgabe und Erstattung',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Wie lauten Ihre Rückgabebedingungen?',
              a: 'Sie können unbenutzte Artikel im Originalzustand innerhalb von 30 Tagen nach Lieferung ohne Angabe von Gründen zurückgeben.',
            },
            {
              q: 'Wann erhalte ich mein Geld zurück?',
              a: 'Innerhalb von 5 Werktagen nach Eingang Ihrer Rücksendung, über die ursprüngliche Zahlungsart.',
            },
            {
              q: 'Kann ich einen Artikel gegen eine andere Größe umtauschen?',
              a: 'Ja. Der Umtausch in eine andere Größe oder Farbe ist kostenlos; schreiben Sie uns, und wir kümmern uns darum.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Zahlung',
      blocks: [
        {
          kind: 'faq',
          items: [
            { q: 'Welche Zahlungsarten akzeptieren Sie?', a: 'Visa, Mastercard und PayPal.' },
            {
              q: 'Ist das Bezahlen online sicher?',
              a: 'Ja. Zahlungen werden verschlüsselt und von unserem Zahlungsdienstleister abgewickelt; wir sehen oder speichern Ihre vollständige Kartennummer nie.',
            },
            {
              q: 'Wann wird meine Karte belastet?',
              a: 'Wenn Sie Ihre Bestellung aufgeben. Ist ein Artikel doch nicht lieferbar, erstatten wir den Betrag sofort.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Ihr Konto',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Brauche ich ein Konto zum Einkaufen?',
              a: 'Stöbern können Sie auch ohne. Um Warenkorb und Wunschliste zu nutzen, registrieren Sie sich bitte oder melden Sie sich an: Das dauert weniger als eine Minute.',
            },
            {
              q: 'Ich habe mein Passwort vergessen. Was nun?',
              a: 'Wählen Sie im Anmeldedialog „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen; er ist 60 Minuten gültig.',
            },
            {
              q: 'Wie bestelle ich den Newsletter ab?',
              a: 'Jeder Newsletter enthält unten einen Abmeldelink. Ein Klick auf die Schaltfläche auf der verlinkten Seite genügt.',
            },
          ],
        },
      ],
    },
  ],
});

function freeRow(freeShippingFrom: string | null | undefined): string[][] {
  if (freeShippingFrom === null) return [];
  return [
    [
      'Kostenloser Versand',
      '3–5 Werktage',
      freeShippingFrom ? `Bestellungen ab ${freeShippingFrom}` : 'Bestellungen über dem Mindestbestellwert für kostenlosen Versand',
    ],
  ];
}

const shipping: PageBuilder = (ctx) => ({
  title: 'Versandinformationen',
  description: `Versandarten, Lieferzeiten und Versandkosten für Bestellungen bei ${ctx.shopName}.`,
  sections: [
    {
      heading: 'Versandarten',
      blocks: [
        {
          kind: 'table',
          caption: 'Versandarten und Lieferzeiten',
          head: ['Versandart', 'Lieferzeit', 'Kosten'],
          rows: [
            ['Standardversand', '3–5 Werktage', ctx.standardShippingRate ?? 'Pauschale, wird an der Kasse angezeigt'],
            ['Expressversand', '1–2 Werktage', ctx.expressShippingRate ?? 'Wird an der Kasse angezeigt'],
            ...freeRow(ctx.freeShippingFrom),
          ],
        },
        p(freeShippingText(ctx)),
      ],
    },
    {
      heading: 'Wann Ihre Bestellung versandt wird',
      blocks: [
        p(
          'Bestellungen, die an einem Werktag vor 14 Uhr eingehen, verlassen unser Lager meist noch am selben Tag. Spätere Bestellungen und Bestellungen am Wochenende versenden wir am nächsten Werktag.',
        ),
        p(
          'Sobald Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsverfolgung. Jede Bestellung können Sie außerdem in Ihrem Konto verfolgen.',
        ),
      ],
    },
    {
      heading: 'Gut zu wissen',
      blocks: [
        list(
          'Wir liefern an die Adresse, die Sie an der Kasse angeben; bitte prüfen Sie sie sorgfältig, denn verschickte Pakete können wir nicht mehr umleiten.',
          'Ist niemand zu Hause, hinterlässt der Zusteller eine Nachricht und versucht es erneut oder gibt das Paket in einer nahen Abholstelle ab.',
          'Große Artikel wie Möbel können in mehreren Paketen ankommen.',
          'Kommt ein Paket beschädigt an, bewahren Sie die Verpackung auf und melden Sie sich innerhalb von 7 Tagen: Wir ersetzen oder erstatten den Artikel.',
        ),
      ],
    },
  ],
});

const returns: PageBuilder = ({ shopName }) => ({
  title: 'Rückgabe und Umtausch',
  description: `So geben Sie bei ${shopName} gekaufte Artikel zurück oder tauschen sie um: 30 Tage, einfache Schritte, schnelle Erstattung.`,
  sections: [
    {
      heading: 'Unser 30-Tage-Versprechen',
      blocks: [
        p(
          'Sie können jeden unbenutzten Artikel im Originalzustand innerhalb von 30 Tagen nach Lieferung ohne Angabe von Gründen zurückgeben. Der Umtausch in eine andere Größe oder Farbe ist kostenlos.',
        ),
      ],
    },
    {
      heading: 'So geben Sie einen Artikel zurück',
      blocks: [
        steps(
          'Schreiben Sie uns Ihre Bestellnummer und die Artikel, die Sie zurückgeben möchten.',
          'Wir antworten mit einem frankierten Rücksendeetikett und einer Anleitung.',
          'Verpacken Sie die Artikel sicher, am besten in der Originalverpackung, und bringen Sie das Etikett an.',
          'Geben Sie das Paket in einer beliebigen Annahmestelle ab und bewahren Sie den Beleg bis zur Erstattung auf.',
        ),
      ],
    },
    {
      heading: 'Erstattungen',
      blocks: [
        p(
          'Wir erstatten den Betrag innerhalb von 5 Werktagen nach Eingang Ihrer Rücksendung über die ursprüngliche Zahlungsart. Ihre Bank braucht eventuell noch einige Tage, bis der Betrag erscheint.',
        ),
        p('Die ursprünglichen Versandkosten erstatten wir, wenn Sie die gesamte Bestellung zurückgeben oder der Artikel fehlerhaft war.'),
      ],
    },
    {
      heading: 'Was wir nicht zurücknehmen können',
      blocks: [
        list(
          'Unterwäsche und Badebekleidung mit entferntem Hygienesiegel.',
          'Personalisierte Artikel.',
          'Software, E-Books und Geschenkkarten nach der Aktivierung.',
          'Artikel, die nach der Lieferung durch Gebrauch beschädigt wurden.',
        ),
      ],
    },
    { heading: 'Brauchen Sie Hilfe bei einer Rücksendung?', blocks: [contact] },
  ],
});

const sizeGuide: PageBuilder = () => ({
  title: 'Größentabelle',
  description: 'Finden Sie Ihre Größe für Kleidung und Schuhe: Körpermaße in Zentimetern und Zoll sowie Schuhgrößen in EU, US und UK.',
  sections: [
    {
      heading: 'Richtig messen',
      blocks: [
        p('Messen Sie über leichter Kleidung mit einem weichen Maßband, eng anliegend, aber nicht straff.'),
        list(
          'Brust- bzw. Oberweite: an der weitesten Stelle, unter den Armen.',
          'Taille: an der natürlichen Taille, der schmalsten Stelle des Oberkörpers.',
          'Hüfte: an der weitesten Stelle von Hüfte und Gesäß.',
          'Fußlänge: Stellen Sie sich auf ein Blatt Papier, markieren Sie Ferse und längsten Zeh und messen Sie den Abstand.',
        ),
        p('Zwischen zwei Größen? Wählen Sie die größere für eine lockere und die kleinere für eine enge Passform.'),
      ],
    },
    {
      heading: 'Damenbekleidung',
      blocks: [
        {
          kind: 'table',
          caption: 'Größen für Damenbekleidung (Körpermaße)',
          head: ['Größe', 'Oberweite (cm)', 'Taille (cm)', 'Hüfte (cm)', 'Oberweite (Zoll)', 'Taille (Zoll)', 'Hüfte (Zoll)'],
          rows: WOMEN_SIZES,
        },
      ],
    },
    {
      heading: 'Herrenbekleidung',
      blocks: [
        {
          kind: 'table',
          caption: 'Größen für Herrenbekleidung (Körpermaße)',
          head: ['Größe', 'Brust (cm)', 'Taille (cm)', 'Brust (Zoll)', 'Taille (Zoll)'],
          rows: MEN_SIZES,
        },
      ],
    },
    {
      heading: 'Schuhe',
      blocks: [
        {
          kind: 'table',
          caption: 'Umrechnung der Schuhgrößen',
          head: ['EU', 'US Damen', 'US Herren', 'UK', 'Fußlänge (cm)'],
          rows: [
            ['37', '6,5', '5', '4', '23,5'],
            ['38', '7,5', '6', '5', '24,1'],
            ['39', '8', '6,5', '5,5', '24,8'],
            ['40', '9', '7,5', '6,5', '25,4'],
            ['41', '9,5', '8', '7', '26,0'],
            ['42', '10,5', '9', '8', '26,7'],
            ['43', '11,5', '10', '9', '27,3'],
            ['44', '12', '10,5', '9,5', '27,9'],
            ['45', '13', '11,5', '10,5', '28,6'],
          ],
        },
        p(
          'Die Größen fallen je nach Marke etwas unterschiedlich aus: Beachten Sie die Hinweise auf der Produktseite. Der Umtausch in eine andere Größe ist immer kostenlos.',
        ),
      ],
    },
  ],
});

const terms: PageBuilder = ({ shopName }) => ({
  title: 'Nutzungsbedingungen',
  description: `Die Bedingungen, die gelten, wenn Sie die Website von ${shopName} nutzen und bei uns einkaufen.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Über diese Bedingungen',
      blocks: [
        p(
          `Diese Bedingungen gelten für Ihre Nutzung der Website von ${shopName} und für jede Bestellung bei uns. Mit der Eröffnung eines Kontos oder einer Bestellung erkennen Sie sie an. Ihre gesetzlichen Rechte als Verbraucherin oder Verbraucher bleiben unberührt.`,
        ),
      ],
    },
    {
      heading: 'Ihr Konto',
      blocks: [
        list(
          'Ihre Angaben müssen zutreffen und aktuell sein.',
          'Halten Sie Ihr Passwort geheim; Sie sind für die Aktivitäten in Ihrem Konto verantwortlich.',
          'Wir können Konten sperren, die für Betrug oder Missbrauch genutzt werden, und teilen Ihnen den Grund mit.',
        ),
      ],
    },
    {
      heading: 'Bestellung und Vertrag',
      blocks: [
        p(
          'Mit Ihrer Bestellung geben Sie ein Kaufangebot ab. Der Vertrag kommt zustande, wenn wir den Versand Ihrer Bestellung bestätigen. Können wir einen Artikel nicht liefern, informieren wir Sie und erstatten bereits gezahlte Beträge.',
        ),
        p(
          'Wir geben uns Mühe, Produkte und Preise korrekt darzustellen. Ist ein Preis offensichtlich falsch, melden wir uns vor dem Versand, und Sie können die Bestellung stornieren.',
        ),
      ],
    },
    {
      heading: 'Preise und Zahlung',
      blocks: [
        p(
          'Die Preise enthalten die anfallenden Steuern. Die Versandkosten sehen Sie im Warenkorb, bevor Sie bezahlen. Die Zahlung erfolgt bei der Bestellung.',
        ),
      ],
    },
    {
      heading: 'Lieferung, Rückgabe und Gewährleistung',
      blocks: [
        p(
          'Lieferzeiten und Versandkosten finden Sie auf unserer Versandseite. Unbenutzte Artikel können Sie innerhalb von 30 Tagen nach Lieferung zurückgeben, wie auf unserer Rückgabeseite beschrieben. Für fehlerhafte Artikel gilt die gesetzliche Gewährleistung.',
        ),
      ],
    },
    {
      heading: 'Zulässige Nutzung',
      blocks: [
        list(
          'Versuchen Sie nicht, die Website zu stören, zu überlasten oder sich unbefugt Zugang zu verschaffen.',
          'Veröffentlichen Sie keine falschen, beleidigenden oder bezahlten Bewertungen.',
          'Kopieren Sie den Katalog nicht mit automatisierten Werkzeugen in großem Umfang.',
        ),
      ],
    },
    {
      heading: 'Haftung',
      blocks: [
        p(
          'Wir haften für Schäden, die Ihnen als vorhersehbare Folge einer Verletzung dieser Bedingungen oder mangelnder Sorgfalt unsererseits entstehen. Für nicht vorhersehbare Schäden und für geschäftliche Verluste haften wir nicht.',
        ),
      ],
    },
    {
      heading: 'Änderungen und Kontakt',
      blocks: [
        p(
          'Wir können diese Bedingungen ändern; für eine Bestellung gilt die Fassung, die bei ihrer Aufgabe angezeigt wurde. Fragen zu diesen Bedingungen beantworten wir gern.',
        ),
        contact,
      ],
    },
  ],
});

const privacy: PageBuilder = ({ shopName }) => ({
  title: 'Datenschutzerklärung',
  description: `Wie ${shopName} Ihre personenbezogenen Daten erhebt, nutzt und schützt, und welche Wahlmöglichkeiten Sie haben.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Wer wir sind',
      blocks: [
        p(
          `${shopName} ist für die hier beschriebenen personenbezogenen Daten verantwortlich. Wir erheben nur, was wir für den Betrieb des Shops brauchen, und verkaufen Ihre Daten niemals.`,
        ),
      ],
    },
    {
      heading: 'Welche Daten wir erheben',
      blocks: [
        {
          kind: 'table',
          caption: 'Personenbezogene Daten, die wir verarbeiten',
          head: ['Daten', 'Zweck', 'Speicherdauer'],
          rows: [
            [
              'Name, Benutzername, E-Mail-Adresse, Passwort (als sicherer Hash gespeichert)',
              'Anlegen und Führen Ihres Kontos',
              'Bis Sie Ihr Konto löschen',
            ],
            [
              'Lieferadressen und Bestellhistorie',
              'Lieferung von Bestellungen und Abwicklung von Rücksendungen',
              'So lange, wie es die Buchhaltungsvorschriften verlangen',
            ],
            ['Nachrichten an unseren Kundenservice', 'Beantwortung Ihrer Fragen', '2 Jahre nach Ende der Korrespondenz'],
            ['E-Mail-Adresse für den Newsletter', 'Versand des von Ihnen bestätigten Newsletters', 'Bis Sie sich abmelden'],
            [
              'Fehlerberichte (Fehler-ID, Seite, Browsertyp)',
              'Finden und Beheben von Fehlern im Shop',
              'Bis der Fehler behoben ist, höchstens 1 Jahr',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Newsletter',
      blocks: [
        p(
          'Wir senden den Newsletter erst, nachdem Sie Ihre Adresse über den Link in unserer E-Mail bestätigt haben. Jeder Newsletter enthält einen Abmeldelink, und Sie können uns jederzeit bitten, Sie aus der Liste zu entfernen.',
        ),
      ],
    },
    {
      heading: 'An wen wir Daten weitergeben',
      blocks: [
        list(
          'Versanddienstleister, um Ihre Pakete zuzustellen (Name, Adresse und Telefonnummer).',
          'Unseren Zahlungsdienstleister, um Zahlungen abzuwickeln. Ihre vollständigen Kartendaten sehen oder speichern wir nie.',
          'Hosting- und E-Mail-Anbieter, die Daten vertraglich in unserem Auftrag verarbeiten.',
        ),
        p('Wir nutzen keine Werbenetzwerke und verkaufen oder vermieten keine personenbezogenen Daten.'),
      ],
    },
    {
      heading: 'Ihre Rechte',
      blocks: [
        list(
          'Auskunft über die Daten, die wir über Sie speichern, und eine Kopie davon.',
          'Berichtigung falscher Daten.',
          'Löschung Ihrer Daten, sofern wir sie nicht gesetzlich aufbewahren müssen.',
          'Widerspruch gegen die Verarbeitung und Widerruf Ihrer Einwilligung zu jeder Zeit.',
          'Beschwerde bei Ihrer Datenschutzaufsichtsbehörde.',
        ),
        p('Um eines dieser Rechte auszuüben, kontaktieren Sie uns. Wir antworten innerhalb von 30 Tagen.'),
      ],
    },
    {
      heading: 'Sicherheit',
      blocks: [
        p(
          'Verbindungen zum Shop sind verschlüsselt, Passwörter werden als gesalzene Hashes gespeichert, und in unserem Team haben nur diejenigen Zugriff auf personenbezogene Daten, die ihn brauchen.',
        ),
      ],
    },
    { heading: 'Kontakt', blocks: [contact] },
  ],
});

const cookies: PageBuilder = ({ shopName }) => ({
  title: 'Cookie-Richtlinie',
  description: `Welche Cookies und welchen Browserspeicher ${shopName} nutzt und warum. Keine Werbe- oder Tracking-Cookies.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Kurz gesagt',
      blocks: [
        p(
          `${shopName} verwendet keine Werbe-Cookies und keine Tracking-Cookies von Dritten. Wir speichern nur, was nötig ist, damit Sie angemeldet bleiben und der Shop funktioniert.`,
        ),
      ],
    },
    {
      heading: 'Was wir in Ihrem Browser speichern',
      blocks: [
        {
          kind: 'table',
          caption: 'Vom Shop genutzter Browserspeicher',
          head: ['Name', 'Art', 'Zweck', 'Dauer'],
          rows: [
            [
              'auth',
              'Local Storage',
              'Hält Sie angemeldet, wenn Sie „Angemeldet bleiben“ wählen',
              'Bis Sie sich abmelden, höchstens 30 Tage',
            ],
            ['auth', 'Session Storage', 'Hält Sie in diesem Browser-Tab angemeldet', 'Bis Sie den Tab schließen oder sich abmelden'],
            [
              'sw_session',
              'Cookie',
              'Zeigt Ihren Warenkorb sofort an, wenn „Angemeldet bleiben“ aktiv ist',
              'Höchstens 15 Minuten, verlängert, solange Sie angemeldet sind; wird beim Abmelden gelöscht',
            ],
          ],
        },
        p(
          'Dieser Speicher ist für die Anmeldung unbedingt erforderlich und braucht daher keine Einwilligung. Er wird niemals an Dritte weitergegeben.',
        ),
      ],
    },
    {
      heading: 'Speicher verwalten',
      blocks: [
        list(
          'Beim Abmelden werden Ihre Anmeldedaten sofort entfernt.',
          'Websitedaten können Sie jederzeit in den Einstellungen Ihres Browsers löschen.',
          'Wenn Sie den Speicher ganz blockieren, können Sie sich nicht anmelden, aber weiterhin stöbern.',
        ),
      ],
    },
    { heading: 'Fragen', blocks: [contact] },
  ],
});

const accessibility: PageBuilder = ({ shopName }) => ({
  title: 'Erklärung zur Barrierefreiheit',
  description: `${shopName} soll für alle leicht zu nutzen sein. Wie wir den Shop barrierefrei gestalten und wie Sie uns Barrieren melden.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Unser Anspruch',
      blocks: [
        p(
          `${shopName} soll für alle nutzbar sein, auch mit Tastatur, Screenreader, Vergrößerung oder Sprachsteuerung. Wir streben die Konformität mit den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA an.`,
        ),
      ],
    },
    {
      heading: 'Was wir tun',
      blocks: [
        list(
          'Jede Funktion lässt sich mit der Tastatur bedienen, mit gut sichtbarem Fokus.',
          'Bilder haben Textalternativen, und Symbole, die als Schaltflächen dienen, haben zugängliche Namen.',
          'Texte und Bedienelemente haben ein Kontrastverhältnis von mindestens 4,5:1.',
          'Formularfelder sind beschriftet, und Fehler werden als Text neben dem Feld erklärt.',
          'Animationen werden reduziert, wenn Ihr Gerät reduzierte Bewegung anfordert.',
          'Die Seiten funktionieren auf kleinen Bildschirmen und bei 200 % Vergrößerung.',
          'Wir prüfen die Seiten mit automatisierten Barrierefreiheitstests und von Hand.',
        ),
      ],
    },
    {
      heading: 'Bekannte Einschränkungen',
      blocks: [
        p(
          'Manche Produktbeschreibungen der Marken sind für Screenreader-Nutzende noch zu knapp. Wir verbessern sie Kategorie für Kategorie.',
        ),
      ],
    },
    {
      heading: 'Rückmeldung',
      blocks: [
        p(
          'Wenn Sie auf unserer Website auf eine Barriere stoßen, sagen Sie es uns: Beschreiben Sie die Seite und das Problem. Wir antworten innerhalb von fünf Werktagen und helfen Ihnen bis dahin, Ihren Einkauf auf anderem Weg abzuschließen.',
        ),
        contact,
      ],
    },
  ],
});

const help: PageBuilder = ({ shopName }) => ({
  title: 'Hilfe-Center',
  description: `Hilfe zu Bestellungen, Lieferung, Rückgabe und Ihrem Konto bei ${shopName}, oder schreiben Sie unserem Kundenservice.`,
  sections: [
    {
      heading: 'Beliebte Themen',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/faq', label: 'Häufige Fragen', description: 'Schnelle Antworten zu Bestellungen, Zahlungen und Ihrem Konto.' },
            { to: '/shipping', label: 'Versandinformationen', description: 'Versandarten, Lieferzeiten und Kosten.' },
            { to: '/returns', label: 'Rückgabe und Umtausch', description: 'Artikel innerhalb von 30 Tagen zurückschicken.' },
            { to: '/size-guide', label: 'Größentabelle', description: 'Die richtige Passform für Kleidung und Schuhe finden.' },
          ],
        },
      ],
    },
    {
      heading: 'Ihr Konto',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/account', label: 'Konto und Profil', description: 'Angaben ändern und Bestellungen ansehen.' },
            { to: '/auth/forgot-password', label: 'Passwort zurücksetzen', description: 'Einen Link für ein neues Passwort anfordern.' },
            { to: '/privacy', label: 'Ihre Privatsphäre', description: 'Was wir über Sie speichern und welche Rechte Sie haben.' },
          ],
        },
      ],
    },
    {
      heading: 'Funktioniert etwas nicht?',
      blocks: [
        p(
          'Wenn sich der Shop unerwartet verhält, zeigt unsere Statusseite, ob alles normal läuft. Fehlerseiten haben eine Schaltfläche, mit der Sie das Problem direkt an unser Team melden.',
        ),
        { kind: 'links', items: [{ to: '/status', label: 'Systemstatus', description: 'Der aktuelle Zustand des Shops.' }] },
      ],
    },
    {
      heading: 'Unseren Kundenservice kontaktieren',
      blocks: [
        p(
          'Wir beantworten Nachrichten innerhalb eines Werktags, meist viel schneller. Geben Sie Ihre Bestellnummer an, wenn es um eine Bestellung geht.',
        ),
        {
          kind: 'links',
          items: [{ to: '/contact', label: 'Nachricht senden', description: 'Nutzen Sie das Kontaktformular für jede Frage.' }],
        },
        contact,
      ],
    },
  ],
});

export const PAGES_DE: Record<StaticPageSlug, PageBuilder> = {
  about,
  careers,
  press,
  blog,
  investors,
  faq,
  shipping,
  returns,
  'size-guide': sizeGuide,
  terms,
  privacy,
  cookies,
  accessibility,
  help,
};
