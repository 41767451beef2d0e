/** Demo reviewers (no one can sign in as them: their passwords are random) and review texts. */
export const REVIEWERS = [
  ['Emma', 'Larsen'],
  ['Noah', 'Fischer'],
  ['Olivia', 'Bennett'],
  ['Liam', 'Okafor'],
  ['Mia', 'Rossi'],
  ['Lucas', 'Moreau'],
  ['Sofia', 'Novak'],
  ['Ethan', 'Kim'],
  ['Ava', 'Jensen'],
  ['Mateo', 'Silva'],
  ['Chloe', 'Dubois'],
  ['Arjun', 'Patel'],
] as const;

type Texts = Record<'good' | 'mixed' | 'poor', Array<[title: string, body: string]>>;

const GENERIC: Texts = {
  good: [
    [
      'Exactly what I hoped for',
      'Arrived quickly and well packed. The quality is excellent and it looks even better than in the pictures.',
    ],
    ['Great value', 'I compared a lot of options before buying this one and I am glad I did. Solid, well made and a pleasure to use.'],
    ['Would buy again', 'Using it every day for a few weeks now and it has been faultless. Highly recommended.'],
    ['Love it', 'Beautiful design and it does everything it promises. My partner already wants one too.'],
  ],
  mixed: [
    ['Good, not perfect', 'Does the job well, but the finish could be a little better for the price. Still happy overall.'],
    ['Decent', 'Nice enough, though it took a while to get used to. Delivery was fast.'],
  ],
  poor: [['Disappointed', 'Not what I expected from the description. Customer service was helpful with the return, at least.']],
};

const BY_CATEGORY: Record<string, Partial<Texts>> = {
  electronics: {
    good: [
      [
        'Battery lasts for days',
        'Easily gets me through two days of heavy use. Setup took five minutes and everything synced straight away.',
      ],
      ['Fast and beautiful screen', 'Colours are gorgeous and everything feels instant. A big step up from my old one.'],
      ['Superb sound', 'Clear, detailed and with real bass. Noise cancelling on the train is a game changer.'],
    ],
    mixed: [['Great, but pricey', 'Performance is excellent but accessories cost extra, and the charger is not in the box.']],
  },
  clothing: {
    good: [
      ['Perfect fit', 'True to size and really comfortable. The fabric feels premium and washed well.'],
      ['So comfortable', 'I wear these almost every day now. Great colour and they still look new.'],
      ['My new favourite', 'Looks great dressed up or down. I ordered a second colour.'],
    ],
    mixed: [['Runs a bit small', 'Nice quality, but I would size up. The colour is slightly darker than on screen.']],
  },
  home: {
    good: [
      ['Makes the room', 'Looks expensive and feels solid. Lots of compliments from friends already.'],
      ['Lovely quality', 'Beautifully made, easy to set up and the colour is exactly as pictured.'],
    ],
    mixed: [['Nice, but check the size', 'A little smaller than I imagined, so measure first. Quality is good.']],
  },
  sports: {
    good: [
      ['Game changer', 'Used it for a month of training and it has held up brilliantly. Great grip and feel.'],
      ['Pro quality', 'Feels like the kit the pros use. Worth every penny for regular players.'],
    ],
    mixed: [['Solid but heavy', 'Does its job well, though a bit heavier than I expected.']],
  },
  books: {
    good: [
      ['A timeless classic', 'Reread it after many years and it is even better than I remembered. The notes are really helpful.'],
      ['Beautiful edition', 'Nice paper, readable type and an excellent introduction. A joy to hold.'],
      ['Could not put it down', 'Finished it in a weekend. Every bit as gripping as its reputation suggests.'],
    ],
    mixed: [['Great story, small print', 'The book itself is wonderful, but the type in this edition is quite small.']],
  },
};

/** Review texts for a category and a rating, specific ones first. */
export function reviewTexts(category: string, rating: number): Array<[string, string]> {
  const mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
  return [...(BY_CATEGORY[category]?.[mood] ?? []), ...GENERIC[mood]];
}

/** A small seeded random generator (mulberry32), so the demo catalog is the same on every install. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` star ratings (1-5) whose average is as close to `target` as whole stars allow. */
export function ratingsFor(target: number, count: number, random: () => number): number[] {
  const base = Math.floor(target);
  const extra = Math.round(target * count) - base * count;
  const ratings = Array.from({ length: count }, (_, i) => Math.min(5, base + (i < extra ? 1 : 0)));
  // Spread the stars a little without changing their sum.
  const up = ratings.findIndex((r) => r < 5);
  const down = ratings.findLastIndex((r, i) => r > 2 && i !== up);
  if (count >= 4 && up >= 0 && down >= 0 && random() < 0.7) {
    ratings[up]! += 1;
    ratings[down]! -= 1;
  }
  return ratings.sort(() => random() - 0.5);
}
