/** Demo brands: real ones the spec names and a few invented house brands (Nordhem, Aurelle, ...). */
export const SEED_BRANDS = [
  'Apple', 'Samsung', 'Sony', 'Bose', 'Dell', 'Canon', 'LG',
  'Nike', 'Adidas', "Levi's", 'Patagonia', 'Aurelle',
  'Nordhem', 'Hearth & Oak', 'Lumen Studio', 'Smeg',
  'Wilson', 'Yonex', 'Peakform', 'Giro',
  'Penguin Classics', "Oxford World's Classics", 'Wordsworth Editions',
] as const;
