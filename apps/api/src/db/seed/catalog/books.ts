import type { SeedCategory, SeedProduct } from './types';

type Book = [title: string, author: string, publisher: string, price: number, sale: number | undefined, tint: string, pages: number, blurb: string];

/** Classics in the public domain, in the editions a bookshop would stock. */
const BOOKS: Book[] = [
  ['Pride and Prejudice', 'Jane Austen', 'Penguin Classics', 9.99, undefined, '#8b1e3f', 480, 'Elizabeth Bennet and the proud Mr Darcy misjudge each other in the wittiest love story in English.'],
  ['Moby-Dick', 'Herman Melville', 'Penguin Classics', 12.99, 9.99, '#1f3b5a', 720, 'Captain Ahab hunts the white whale across the oceans in Melville\'s vast, strange and thrilling epic.'],
  ['Frankenstein', 'Mary Shelley', "Oxford World's Classics", 8.99, undefined, '#2f3e46', 320, 'A young scientist gives life to a creature and flees from it, in the novel that invented science fiction.'],
  ['The Great Gatsby', 'F. Scott Fitzgerald', 'Wordsworth Editions', 7.99, undefined, '#0f4c5c', 192, 'Jay Gatsby throws glittering parties for the woman he lost, in the definitive novel of the Jazz Age.'],
  ['Jane Eyre', 'Charlotte Brontë', 'Penguin Classics', 10.99, undefined, '#6d2e46', 624, 'An orphaned governess finds love at Thornfield Hall, and a secret in its attic.'],
  ['Crime and Punishment', 'Fyodor Dostoevsky', "Oxford World's Classics", 13.99, 11.49, '#3d2c2e', 608, 'A penniless student commits a murder and is hunted by his own conscience through the streets of St Petersburg.'],
  ['The Adventures of Sherlock Holmes', 'Arthur Conan Doyle', 'Wordsworth Editions', 6.99, undefined, '#7a4419', 320, 'Twelve cases for the world\'s greatest detective, from A Scandal in Bohemia to The Copper Beeches.'],
  ['Little Women', 'Louisa May Alcott', 'Penguin Classics', 9.49, undefined, '#b5838d', 544, 'Meg, Jo, Beth and Amy grow up during the Civil War in a story of sisterhood that never grows old.'],
  ['The Odyssey', 'Homer', 'Penguin Classics', 14.99, undefined, '#c47f17', 560, 'Odysseus\' ten-year voyage home from Troy, past monsters, gods and temptations, in a vivid verse translation.'],
  ['Dracula', 'Bram Stoker', "Oxford World's Classics", 9.99, 7.49, '#5c0a0a', 512, 'Letters, diaries and newspaper cuttings tell of a Transylvanian count and the friends who hunt him.'],
  ['The Art of War', 'Sun Tzu', 'Wordsworth Editions', 5.99, undefined, '#9b2226', 128, 'Thirteen short chapters on strategy that generals, athletes and business leaders still read today.'],
  ['War and Peace', 'Leo Tolstoy', "Oxford World's Classics", 18.99, undefined, '#283618', 1392, 'Five aristocratic families live through Napoleon\'s invasion of Russia in the greatest novel ever written.'],
  ['Walden', 'Henry David Thoreau', 'Penguin Classics', 11.99, undefined, '#4f772d', 352, 'Two years in a cabin by a pond: Thoreau\'s reflections on simple living and self-reliance.'],
];

const STATS: Array<Pick<SeedProduct, 'stock' | 'sold' | 'days' | 'rating' | 'reviews'> & { published?: false }> = [
  { stock: 85, sold: 1620, days: 300, rating: 4.8, reviews: 7 },
  { stock: 40, sold: 610, days: 150, rating: 4.2, reviews: 4 },
  { stock: 52, sold: 880, days: 220, rating: 4.6, reviews: 5 },
  { stock: 120, sold: 1390, days: 90, rating: 4.5, reviews: 6 },
  { stock: 33, sold: 720, days: 260, rating: 4.7, reviews: 5 },
  { stock: 0, sold: 540, days: 175, rating: 4.6, reviews: 4 },
  { stock: 64, sold: 950, days: 33, rating: 4.7, reviews: 5 },
  { stock: 47, sold: 830, days: 14, rating: 4.5, reviews: 5 },
  { stock: 26, sold: 470, days: 190, rating: 4.4, reviews: 3 },
  { stock: 58, sold: 1010, days: 7, rating: 4.6, reviews: 5 },
  { stock: 150, sold: 1780, days: 120, rating: 4.3, reviews: 6 },
  { stock: 18, sold: 330, days: 1, rating: 4.9, reviews: 3 },
  { stock: 20, sold: 90, days: 4, rating: 4.4, reviews: 2, published: false },
];

export const BOOKS_CATEGORY: SeedCategory = {
  slug: 'books',
  hue: 40,
  products: BOOKS.map(([name, author, brand, price, sale, tint, pages, blurb], i) => ({
    name, author, brand, price, sale, tint,
    art: 'book',
    colors: [],
    features: [`Author: ${author}`, `Paperback, ${pages} pages`, `Published by ${brand}`, 'Language: English', 'With an introduction and notes'],
    description: `${blurb} This ${brand} edition has a new introduction, notes and a chronology of the author's life.`,
    ...STATS[i]!,
  })),
};
