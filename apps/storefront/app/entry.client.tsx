import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLang } from '@shopwright/shared/i18n';
import { loadCatalog } from './lib/i18n-catalogs';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// React Router's default entry, after the page's catalog is here: the server rendered the page in
// the language of `<html lang>`, and hydration must render the same texts. English is in the code.
const lang = document.documentElement.lang;
if (isLang(lang) && lang !== 'en') void loadCatalog(lang).then(hydrate, hydrate);
else hydrate();
