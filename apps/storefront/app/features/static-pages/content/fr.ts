/* The static pages in French ("vous"): the same pages and blocks as the English ones, written for French readers. */
import type { StaticPageSlug } from '../slugs';
import type { PageBuilder, PageContext } from '../types';
import { contact, list, p, steps } from './blocks';
import { WOMEN_SIZES, MEN_SIZES } from './size-guide';

const UPDATED = 'novembre 2026';

function freeShippingText({ freeShippingFrom, standardShippingRate }: PageContext): string {
  const standard = standardShippingRate
    ? `La livraison standard coûte ${standardShippingRate}`
    : 'La livraison standard est facturée un petit forfait, affiché lors de la commande';
  if (freeShippingFrom === null) return `${standard}.`;
  const free = freeShippingFrom
    ? `et elle est offerte dès ${freeShippingFrom} d’achat.`
    : 'et elle est offerte au-delà de notre seuil de livraison gratuite, que votre panier affiche pendant vos achats.';
  return `${standard} ${free}`;
}

const about: PageBuilder = ({ shopName }) => ({
  title: `À propos de ${shopName}`,
  description: `${shopName} est une boutique en ligne indépendante d’électronique, de vêtements, de maison, de sport et de livres, choisis avec soin et livrés vite.`,
  sections: [
    {
      heading: 'Notre histoire',
      blocks: [
        p(
          `${shopName} est né d’une idée simple : acheter en ligne devrait être aussi serein et rassurant qu’une visite chez un bon commerçant de quartier. Nous proposons une sélection resserrée de produits que nous achèterions nous-mêmes, nous les décrivons honnêtement et nous les expédions rapidement.`,
        ),
        p(
          'Aujourd’hui, nous livrons des clients dans tout le pays depuis notre propre entrepôt, avec une petite équipe qui répond personnellement à chaque message.',
        ),
      ],
    },
    {
      heading: 'Ce en quoi nous croyons',
      blocks: [
        list(
          'Moins de produits, mais de meilleurs : chaque article est contrôlé avant d’entrer au catalogue.',
          'Des prix clairs : le prix affiché comprend tout sauf la livraison, indiquée avant le paiement.',
          'Des retours simples : vous avez changé d’avis ? Renvoyez l’article sous 30 jours.',
          'De vraies personnes : notre service client travaille chez nous, il n’est pas externalisé.',
        ),
      ],
    },
    {
      heading: 'Ce que vous trouverez ici',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              to: '/products?category=electronics',
              label: 'Électronique',
              description: 'Téléphones, ordinateurs portables, audio et accessoires.',
            },
            { to: '/products?category=clothing', label: 'Vêtements', description: 'Tenues du quotidien et de sport de marques reconnues.' },
            { to: '/products?category=home', label: 'Maison', description: 'Mobilier, luminaires et indispensables de cuisine.' },
            { to: '/products?category=sports', label: 'Sport', description: 'De l’équipement pour la salle, le terrain et les sentiers.' },
            { to: '/products?category=books', label: 'Livres', description: 'Best-sellers, classiques et nouvelles découvertes.' },
          ],
        },
      ],
    },
    {
      heading: 'Nous écrire',
      blocks: [p('Nous aimons avoir de vos nouvelles. Questions, idées ou remarques : tout est bienvenu.'), contact],
    },
  ],
});

const careers: PageBuilder = ({ shopName, email }) => ({
  title: `Carrières chez ${shopName}`,
  description: `Rejoignez l’équipe de ${shopName} : postes ouverts, notre façon de travailler et ce que nous offrons.`,
  sections: [
    {
      heading: 'Travailler avec nous',
      blocks: [
        p(
          `${shopName} est une petite équipe où chacun a son mot à dire sur le fonctionnement de la boutique. Nous apprécions les écrits clairs, les retours bienveillants et les améliorations livrées chaque semaine.`,
        ),
        list(
          'Des horaires flexibles et, pour la plupart des postes, la possibilité de télétravailler.',
          '30 jours de congés payés, en plus des jours fériés.',
          'Un budget annuel de formation pour des cours, des livres et des conférences.',
          'Une remise généreuse pour le personnel sur tout le catalogue.',
        ),
      ],
    },
    {
      heading: 'Postes ouverts',
      blocks: [
        {
          kind: 'table',
          caption: 'Offres d’emploi actuelles',
          head: ['Poste', 'Équipe', 'Lieu'],
          rows: [
            ['Conseiller service client (H/F)', 'Service client', 'Télétravail'],
            ['Préparateur de commandes (H/F)', 'Logistique', 'Sur site'],
            ['Développeur front-end React (H/F)', 'Développement', 'Télétravail ou hybride'],
            ['Acheteur maison (H/F)', 'Merchandising', 'Hybride'],
          ],
        },
      ],
    },
    {
      heading: 'Comment postuler',
      blocks: [
        p(
          `Envoyez-nous quelques lignes sur vous et le poste qui vous intéresse${email ? ` à ${email}` : ''}, avec « Carrières » en objet. Un CV est bienvenu mais pas obligatoire.`,
        ),
        p(
          'Nous répondons à chaque candidature sous deux semaines. Notre processus : un entretien avec l’équipe, une petite mission rémunérée si elle est pertinente, puis un dernier échange.',
        ),
      ],
    },
  ],
});

const press: PageBuilder = ({ shopName, email }) => ({
  title: 'Espace presse',
  description: `Actualités, chiffres clés et contacts presse pour les journalistes qui écrivent sur ${shopName}.`,
  sections: [
    {
      heading: `${shopName} en bref`,
      blocks: [
        list(
          `${shopName} est une boutique en ligne indépendante d’électronique, de vêtements, de maison, de sport et de livres.`,
          'Les commandes partent de notre propre entrepôt, la plupart le jour même.',
          'Les clients peuvent retourner les articles non utilisés sous 30 jours.',
          'La boutique repose sur des logiciels libres.',
        ),
      ],
    },
    {
      heading: 'Actualités récentes',
      blocks: [
        list(
          'Nouveau : une boutique repensée, avec des pages plus rapides et une meilleure accessibilité.',
          'Relance de la newsletter : les abonnés découvrent les offres en premier, deux fois par mois au plus.',
          'Délai de retour porté à 30 jours dans toutes les catégories.',
        ),
      ],
    },
    {
      heading: 'Contact presse',
      blocks: [
        p(
          `Pour une interview, des images ou des informations de contexte, écrivez à ${email || 'notre service client'} avec « Presse » en objet. Nous répondons généralement sous un jour ouvré.`,
        ),
      ],
    },
  ],
});

const investors: PageBuilder = ({ shopName, email }) => ({
  title: 'Relations investisseurs',
  description: `Informations pour les investisseurs et partenaires intéressés par ${shopName}.`,
  sections: [
    {
      heading: 'Présentation de l’entreprise',
      blocks: [
        p(`${shopName} est une société à capitaux privés. Ses parts ne sont cotées sur aucune bourse et ne sont pas proposées au public.`),
        p('Nous croissons de façon régulière et rentable en gardant un catalogue resserré, des opérations sobres et des clients fidèles.'),
      ],
    },
    {
      heading: 'Nos priorités',
      blocks: [
        list(
          'La satisfaction des clients et leurs achats répétés.',
          'Une préparation des commandes efficace depuis notre propre entrepôt.',
          'Des achats responsables et moins d’emballages.',
          'L’investissement dans l’expérience d’achat sur tous les appareils.',
        ),
      ],
    },
    {
      heading: 'Nous contacter',
      blocks: [
        p(
          `Partenaires et investisseurs peuvent joindre notre direction à ${email || 'notre adresse d’assistance'} avec « Investisseurs » en objet.`,
        ),
      ],
    },
  ],
});

const blog: PageBuilder = ({ shopName }) => ({
  title: `Le blog de ${shopName}`,
  description: `Guides d’achat, conseils d’entretien et actualités de l’équipe de ${shopName}.`,
  sections: [
    {
      heading: 'Choisir un casque que vous porterez vraiment',
      blocks: [
        p(
          'Le confort compte plus que la fiche technique. Les casques circum-auriculaires répartissent leur poids et conviennent aux longues écoutes ; les écouteurs intra-auriculaires l’emportent à la salle et dans les transports.',
        ),
        list(
          'La réduction de bruit vaut la peine si vous voyagez ou travaillez dans un lieu animé.',
          'Visez au moins 20 heures d’autonomie pour un modèle sans fil.',
          'Vérifiez que les coussinets sont remplaçables : cela double leur durée de vie.',
        ),
      ],
    },
    {
      heading: 'Cinq façons de faire durer vos vêtements',
      blocks: [
        list(
          'Lavez à 30 °C : c’est plus doux pour les fibres et les couleurs, et cela économise de l’énergie.',
          'Retournez les T-shirts imprimés et les jeans avant le lavage.',
          'Faites sécher les mailles à plat plutôt que suspendues.',
          'Utilisez un filet de lavage pour le linge délicat et tout ce qui a des bretelles.',
          'Réparez tôt les petits accrocs et les boutons qui se détachent.',
        ),
      ],
    },
    {
      heading: 'Aménager un coin sport à la maison',
      blocks: [
        p(
          'Pas besoin d’une pièce dédiée. Un tapis, une paire d’haltères réglables et une bande élastique suffisent pour la plupart des séances complètes.',
        ),
        p('Gardez votre matériel en vue : on s’entraîne plus souvent quand on le voit. Une petite étagère ou un panier suffit.'),
      ],
    },
    {
      heading: 'Notre sélection de lectures de la saison',
      blocks: [
        p(
          'Notre équipe a choisi les livres qu’elle n’a pas pu lâcher cette saison, des thrillers haletants aux guides pratiques de cuisine et de voyage. Retrouvez-les tous dans la catégorie Livres.',
        ),
      ],
    },
  ],
});

const faq: PageBuilder = (ctx) => ({
  title: 'Questions fréquentes',
  description: `Réponses aux questions courantes sur la commande, la livraison, les retours, le paiement et votre compte ${ctx.shopName}.`,
  sections: [
    {
      heading: 'Commandes',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Comment passer commande ?',
              a: 'Ajoutez des produits au panier, ouvrez-le et choisissez « Passer la commande ». Vous devez être connecté pour que nous conservions votre panier et vos commandes dans votre compte.',
            },
            {
              q: 'Puis-je modifier ou annuler ma commande ?',
              a: 'Contactez-nous au plus vite. Nous pouvons modifier ou annuler une commande tant qu’elle n’a pas été emballée, ce qui arrive généralement en quelques heures.',
            },
            {
              q: 'Où voir mes commandes ?',
              a: 'Connectez-vous et ouvrez votre compte : chaque commande y figure avec son statut et son suivi.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Livraison',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Quel est le délai de livraison ?',
              a: 'La livraison standard prend 3 à 5 jours ouvrés et la livraison express 1 à 2 jours ouvrés après l’expédition de votre commande.',
            },
            { q: 'Combien coûte la livraison ?', a: freeShippingText(ctx) },
            {
              q: 'Comment suivre mon colis ?',
              a: 'Nous vous envoyons le lien de suivi par e-mail dès l’expédition. Vous le retrouvez aussi avec la commande dans votre compte.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Retours et remboursements',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Quelle est votre politique de retour ?',
              a: 'Vous pouvez retourner les articles non utilisés, dans leur état d’origine, sous 30 jours après la livraison, quelle qu’en soit la raison.',
            },
            {
              q: 'Quand serai-je remboursé ?',
              a: 'Sous 5 jours ouvrés après réception de votre retour, sur votre moyen de paiement d’origine.',
            },
            {
              q: 'Puis-je échanger un article contre une autre taille ?',
              a: 'Oui. L’échange contre une autre taille ou couleur est gratuit ; contactez-nous et nous nous en occupons.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Paiement',
      blocks: [
        {
          kind: 'faq',
          items: [
            { q: 'Quels moyens de paiement acceptez-vous ?', a: 'Visa, Mastercard et PayPal.' },
            {
              q: 'Le paiement en ligne est-il sûr ?',
              a: 'Oui. Les paiements sont chiffrés et traités par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais votre numéro de carte complet.',
            },
            {
              q: 'Quand ma carte est-elle débitée ?',
              a: 'Au moment de la commande. Si un article se révèle indisponible, nous le remboursons immédiatement.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Votre compte',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Faut-il un compte pour acheter ?',
              a: 'Vous pouvez parcourir la boutique sans compte. Pour utiliser le panier et la liste d’envies, inscrivez-vous ou connectez-vous : cela prend moins d’une minute.',
            },
            {
              q: 'J’ai oublié mon mot de passe. Que faire ?',
              a: 'Choisissez « Mot de passe oublié ? » dans la fenêtre de connexion et saisissez votre adresse e-mail. Nous vous envoyons un lien pour définir un nouveau mot de passe ; il est valable 60 minutes.',
            },
            {
              q: 'Comment arrêter la newsletter ?',
              a: 'Chaque newsletter contient un lien de désabonnement en bas de page. Un clic sur le bouton de la page ouverte suffit.',
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
      'Livraison gratuite',
      '3 à 5 jours ouvrés',
      freeShippingFrom ? `Commandes à partir de ${freeShippingFrom}` : 'Commandes au-delà du seuil de livraison gratuite',
    ],
  ];
}

const shipping: PageBuilder = (ctx) => ({
  title: 'Informations de livraison',
  description: `Modes, délais et frais de livraison des commandes passées chez ${ctx.shopName}.`,
  sections: [
    {
      heading: 'Modes de livraison',
      blocks: [
        {
          kind: 'table',
          caption: 'Modes et délais de livraison',
          head: ['Mode', 'Délai de livraison', 'Coût'],
          rows: [
            ['Standard', '3 à 5 jours ouvrés', ctx.standardShippingRate ?? 'Forfait, affiché lors de la commande'],
            ['Express', '1 à 2 jours ouvrés', ctx.expressShippingRate ?? 'Affiché lors de la commande'],
            ...freeRow(ctx.freeShippingFrom),
          ],
        },
        p(freeShippingText(ctx)),
      ],
    },
    {
      heading: 'Quand votre commande est expédiée',
      blocks: [
        p(
          'Les commandes passées avant 14 h un jour ouvré quittent généralement notre entrepôt le jour même. Les commandes passées plus tard, ou le week-end, partent le jour ouvré suivant.',
        ),
        p(
          'Vous recevez un e-mail avec le suivi dès que votre colis est en route. Vous pouvez aussi suivre chaque commande dans votre compte.',
        ),
      ],
    },
    {
      heading: 'Bon à savoir',
      blocks: [
        list(
          'Nous livrons à l’adresse saisie lors de la commande ; vérifiez-la bien, car nous ne pouvons plus rediriger un colis une fois parti.',
          'En votre absence, le transporteur laisse un avis de passage et repasse ou dépose le colis dans un point relais proche.',
          'Les articles volumineux comme les meubles peuvent arriver en plusieurs colis.',
          'Si un colis arrive endommagé, gardez l’emballage et contactez-nous sous 7 jours : nous remplacerons ou rembourserons l’article.',
        ),
      ],
    },
  ],
});

const returns: PageBuilder = ({ shopName }) => ({
  title: 'Retours et échanges',
  description: `Retourner ou échanger un article acheté chez ${shopName} : 30 jours, des étapes simples, un remboursement rapide.`,
  sections: [
    {
      heading: 'Notre engagement de 30 jours',
      blocks: [
        p(
          'Vous pouvez retourner tout article non utilisé, dans son état d’origine, sous 30 jours après la livraison, quelle qu’en soit la raison. L’échange contre une autre taille ou couleur est gratuit.',
        ),
      ],
    },
    {
      heading: 'Comment retourner un article',
      blocks: [
        steps(
          'Contactez-nous en indiquant votre numéro de commande et les articles à retourner.',
          'Nous vous répondons avec une étiquette de retour prépayée et les instructions.',
          'Emballez soigneusement les articles, idéalement dans leur emballage d’origine, et collez l’étiquette.',
          'Déposez le colis dans un point du transporteur et gardez le reçu jusqu’au remboursement.',
        ),
      ],
    },
    {
      heading: 'Remboursements',
      blocks: [
        p(
          'Nous remboursons sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour. Votre banque peut mettre quelques jours de plus à l’afficher.',
        ),
        p('Les frais de livraison initiaux sont remboursés si vous retournez toute la commande ou si l’article était défectueux.'),
      ],
    },
    {
      heading: 'Articles non repris',
      blocks: [
        list(
          'Sous-vêtements et maillots de bain dont l’étiquette d’hygiène a été retirée.',
          'Articles personnalisés.',
          'Logiciels, livres numériques et cartes cadeaux une fois activés.',
          'Articles abîmés par l’usage après la livraison.',
        ),
      ],
    },
    { heading: 'Besoin d’aide pour un retour ?', blocks: [contact] },
  ],
});

const sizeGuide: PageBuilder = () => ({
  title: 'Guide des tailles',
  description: 'Trouvez votre taille de vêtements et de chaussures : mensurations en centimètres et en pouces, pointures EU, US et UK.',
  sections: [
    {
      heading: 'Comment prendre vos mesures',
      blocks: [
        p('Mesurez-vous en vêtements légers avec un mètre ruban souple, ajusté sans serrer.'),
        list(
          'Tour de poitrine : à l’endroit le plus fort, sous les bras.',
          'Tour de taille : au niveau de la taille naturelle, la partie la plus étroite du buste.',
          'Tour de hanches : à l’endroit le plus fort des hanches et du fessier.',
          'Longueur du pied : posez le pied sur une feuille, marquez le talon et l’orteil le plus long, puis mesurez l’écart.',
        ),
        p('Entre deux tailles ? Prenez la plus grande pour une coupe ample et la plus petite pour une coupe ajustée.'),
      ],
    },
    {
      heading: 'Vêtements femme',
      blocks: [
        {
          kind: 'table',
          caption: 'Tailles de vêtements femme (mensurations)',
          head: ['Taille', 'Poitrine (cm)', 'Taille (cm)', 'Hanches (cm)', 'Poitrine (po)', 'Taille (po)', 'Hanches (po)'],
          rows: WOMEN_SIZES,
        },
      ],
    },
    {
      heading: 'Vêtements homme',
      blocks: [
        {
          kind: 'table',
          caption: 'Tailles de vêtements homme (mensurations)',
          head: ['Taille', 'Poitrine (cm)', 'Tour de taille (cm)', 'Poitrine (po)', 'Tour de taille (po)'],
          rows: MEN_SIZES,
        },
      ],
    },
    {
      heading: 'Chaussures',
      blocks: [
        {
          kind: 'table',
          caption: 'Correspondance des pointures',
          head: ['EU', 'US femme', 'US homme', 'UK', 'Longueur du pied (cm)'],
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
          'Les tailles varient un peu selon les marques : consultez les indications sur la page produit. L’échange contre une autre taille est toujours gratuit.',
        ),
      ],
    },
  ],
});

const terms: PageBuilder = ({ shopName }) => ({
  title: 'Conditions d’utilisation',
  description: `Les conditions applicables lorsque vous utilisez le site de ${shopName} et achetez chez nous.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'À propos de ces conditions',
      blocks: [
        p(
          `Ces conditions s’appliquent à votre utilisation du site de ${shopName} et à chaque commande passée chez nous. En créant un compte ou en passant commande, vous les acceptez. Vos droits légaux de consommateur ne sont pas affectés.`,
        ),
      ],
    },
    {
      heading: 'Votre compte',
      blocks: [
        list(
          'Vous devez fournir des informations exactes et les tenir à jour.',
          'Gardez votre mot de passe secret ; vous êtes responsable de l’activité de votre compte.',
          'Nous pouvons suspendre les comptes utilisés à des fins de fraude ou d’abus, et vous en indiquerons la raison.',
        ),
      ],
    },
    {
      heading: 'Commandes et contrat',
      blocks: [
        p(
          'Passer commande constitue une offre d’achat. Le contrat est conclu lorsque nous confirmons l’expédition de votre commande. Si nous ne pouvons pas fournir un article, nous vous prévenons et remboursons toute somme payée pour celui-ci.',
        ),
        p(
          'Nous faisons de notre mieux pour présenter produits et prix avec exactitude. Si un prix est manifestement erroné, nous vous contactons avant l’expédition et vous pouvez annuler la commande.',
        ),
      ],
    },
    {
      heading: 'Prix et paiement',
      blocks: [
        p(
          'Les prix incluent les taxes applicables. Les frais de livraison s’affichent dans votre panier avant le paiement. Le paiement est prélevé lors de la commande.',
        ),
      ],
    },
    {
      heading: 'Livraison, retours et garantie',
      blocks: [
        p(
          'Les délais et frais de livraison sont décrits sur notre page Livraison. Vous pouvez retourner les articles non utilisés sous 30 jours après la livraison, comme indiqué sur notre page Retours. Les articles défectueux bénéficient de la garantie légale.',
        ),
      ],
    },
    {
      heading: 'Utilisation acceptable',
      blocks: [
        list(
          'N’essayez pas de perturber, de surcharger ou d’accéder sans autorisation au site.',
          'Ne publiez pas d’avis faux, injurieux ou rémunérés.',
          'N’utilisez pas d’outils automatisés pour copier le catalogue à grande échelle.',
        ),
      ],
    },
    {
      heading: 'Responsabilité',
      blocks: [
        p(
          'Nous sommes responsables des pertes ou dommages que vous subissez et qui sont une conséquence prévisible d’un manquement à ces conditions ou d’un défaut de diligence de notre part. Nous ne sommes pas responsables des pertes imprévisibles ni des pertes commerciales.',
        ),
      ],
    },
    {
      heading: 'Modifications et contact',
      blocks: [
        p(
          'Nous pouvons mettre à jour ces conditions ; la version applicable à une commande est celle affichée au moment où vous l’avez passée. Vos questions sur ces conditions sont les bienvenues.',
        ),
        contact,
      ],
    },
  ],
});

const privacy: PageBuilder = ({ shopName }) => ({
  title: 'Politique de confidentialité',
  description: `Comment ${shopName} collecte, utilise et protège vos données personnelles, et les choix dont vous disposez.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Qui nous sommes',
      blocks: [
        p(
          `${shopName} est responsable des données personnelles décrites ici. Nous ne collectons que ce dont nous avons besoin pour faire fonctionner la boutique et ne vendons jamais vos données.`,
        ),
      ],
    },
    {
      heading: 'Ce que nous collectons',
      blocks: [
        {
          kind: 'table',
          caption: 'Données personnelles que nous traitons',
          head: ['Données', 'Finalité', 'Durée de conservation'],
          rows: [
            [
              'Nom, nom d’utilisateur, e-mail, mot de passe (conservé sous forme de hachage sécurisé)',
              'Créer et gérer votre compte',
              'Jusqu’à la suppression de votre compte',
            ],
            [
              'Adresses de livraison et historique des commandes',
              'Livrer les commandes et traiter les retours',
              'Aussi longtemps que la loi l’exige pour la comptabilité',
            ],
            ['Messages à notre service client', 'Répondre à vos questions', '2 ans après la fin de l’échange'],
            ['Adresse e-mail de la newsletter', 'Envoyer la newsletter que vous avez confirmée', 'Jusqu’à votre désabonnement'],
            [
              'Rapports d’erreur (identifiant, page, type de navigateur)',
              'Trouver et corriger les problèmes de la boutique',
              'Jusqu’à la correction du problème, 1 an au plus',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Newsletter',
      blocks: [
        p(
          'Nous n’envoyons la newsletter qu’après la confirmation de votre adresse via le lien que nous vous envoyons. Chaque newsletter contient un lien de désabonnement, et vous pouvez aussi nous demander de vous retirer à tout moment.',
        ),
      ],
    },
    {
      heading: 'Avec qui nous partageons des données',
      blocks: [
        list(
          'Les transporteurs, pour livrer vos colis (nom, adresse et numéro de téléphone).',
          'Notre prestataire de paiement, pour traiter les paiements. Nous ne voyons ni ne conservons jamais vos données de carte complètes.',
          'Les hébergeurs et fournisseurs d’e-mail qui traitent des données pour notre compte, sous contrat.',
        ),
        p('Nous n’utilisons pas de régies publicitaires et ne vendons ni ne louons de données personnelles.'),
      ],
    },
    {
      heading: 'Vos droits',
      blocks: [
        list(
          'Consulter les données personnelles que nous détenons sur vous et en obtenir une copie.',
          'Faire corriger des données inexactes.',
          'Faire effacer vos données, sauf si la loi nous oblige à les conserver.',
          'Vous opposer au traitement et retirer votre consentement à tout moment.',
          'Déposer une réclamation auprès de votre autorité de protection des données.',
        ),
        p('Pour exercer l’un de ces droits, contactez-nous. Nous répondons sous 30 jours.'),
      ],
    },
    {
      heading: 'Sécurité',
      blocks: [
        p(
          'Les connexions à la boutique sont chiffrées, les mots de passe sont conservés sous forme de hachages salés, et l’accès aux données personnelles au sein de notre équipe est réservé aux personnes qui en ont besoin.',
        ),
      ],
    },
    { heading: 'Nous contacter', blocks: [contact] },
  ],
});

const cookies: PageBuilder = ({ shopName }) => ({
  title: 'Politique relative aux cookies',
  description: `Les cookies et le stockage du navigateur utilisés par ${shopName}, et pourquoi. Aucun cookie publicitaire ni de suivi.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'En bref',
      blocks: [
        p(
          `${shopName} n’utilise ni cookies publicitaires ni cookies de suivi tiers. Nous ne stockons que ce qui est nécessaire pour vous garder connecté et faire fonctionner la boutique.`,
        ),
      ],
    },
    {
      heading: 'Ce que nous stockons dans votre navigateur',
      blocks: [
        {
          kind: 'table',
          caption: 'Stockage du navigateur utilisé par la boutique',
          head: ['Nom', 'Type', 'Finalité', 'Durée'],
          rows: [
            [
              'auth',
              'Stockage local',
              'Vous garde connecté si vous choisissez « Se souvenir de moi »',
              'Jusqu’à la déconnexion, 30 jours au plus',
            ],
            ['auth', 'Stockage de session', 'Vous garde connecté dans cet onglet', 'Jusqu’à la fermeture de l’onglet ou la déconnexion'],
            [
              'sw_session',
              'Cookie',
              'Affiche immédiatement votre panier quand « Se souvenir de moi » est activé',
              '15 minutes au plus, prolongé tant que vous êtes connecté ; supprimé à la déconnexion',
            ],
          ],
        },
        p('Ce stockage est strictement nécessaire à la connexion et ne requiert donc pas votre consentement. Il n’est jamais partagé.'),
      ],
    },
    {
      heading: 'Gérer le stockage',
      blocks: [
        list(
          'La déconnexion supprime immédiatement vos données de connexion.',
          'Vous pouvez effacer les données du site à tout moment dans les réglages de votre navigateur.',
          'Si vous bloquez entièrement le stockage, vous ne pourrez pas vous connecter, mais vous pourrez toujours parcourir la boutique.',
        ),
      ],
    },
    { heading: 'Des questions ?', blocks: [contact] },
  ],
});

const accessibility: PageBuilder = ({ shopName }) => ({
  title: 'Déclaration d’accessibilité',
  description: `${shopName} veut que chacun puisse acheter facilement. Comment nous rendons la boutique accessible et comment nous signaler un obstacle.`,
  updated: UPDATED,
  sections: [
    {
      heading: 'Notre engagement',
      blocks: [
        p(
          `Nous voulons que ${shopName} soit utilisable par tous, y compris au clavier, avec un lecteur d’écran, un agrandissement ou la commande vocale. Nous visons la conformité aux règles WCAG 2.2 (Web Content Accessibility Guidelines) au niveau AA.`,
        ),
      ],
    },
    {
      heading: 'Ce que nous faisons',
      blocks: [
        list(
          'Chaque fonction est utilisable au clavier, avec un indicateur de focus bien visible.',
          'Les images ont une alternative textuelle, et les icônes servant de boutons ont un nom accessible.',
          'Les textes et commandes respectent un rapport de contraste d’au moins 4,5:1.',
          'Les champs de formulaire ont une étiquette, et les erreurs sont expliquées par un texte à côté du champ.',
          'Les animations sont réduites quand votre appareil demande moins de mouvement.',
          'Les pages fonctionnent sur petit écran et avec un zoom de 200 %.',
          'Nous testons les pages avec des contrôles d’accessibilité automatisés et manuels.',
        ),
      ],
    },
    {
      heading: 'Limites connues',
      blocks: [
        p(
          'Certaines descriptions fournies par les marques manquent encore de détails pour les utilisateurs de lecteurs d’écran. Nous les améliorons catégorie par catégorie.',
        ),
      ],
    },
    {
      heading: 'Vos retours',
      blocks: [
        p(
          'Si vous rencontrez un obstacle sur notre site, dites-le-nous : décrivez la page et le problème. Nous répondons sous cinq jours ouvrés et vous aidons d’ici là à finaliser votre achat autrement.',
        ),
        contact,
      ],
    },
  ],
});

const help: PageBuilder = ({ shopName }) => ({
  title: 'Centre d’aide',
  description: `De l’aide sur les commandes, la livraison, les retours et votre compte ${shopName}, ou contactez notre service client.`,
  sections: [
    {
      heading: 'Sujets fréquents',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              to: '/faq',
              label: 'Questions fréquentes',
              description: 'Des réponses rapides sur les commandes, les paiements et votre compte.',
            },
            { to: '/shipping', label: 'Informations de livraison', description: 'Modes, délais et frais de livraison.' },
            { to: '/returns', label: 'Retours et échanges', description: 'Renvoyer un article sous 30 jours.' },
            { to: '/size-guide', label: 'Guide des tailles', description: 'Trouver la bonne taille de vêtements et de chaussures.' },
          ],
        },
      ],
    },
    {
      heading: 'Votre compte',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/account', label: 'Compte et profil', description: 'Modifier vos informations et voir vos commandes.' },
            {
              to: '/auth/forgot-password',
              label: 'Réinitialiser votre mot de passe',
              description: 'Recevoir un lien pour choisir un nouveau mot de passe.',
            },
            { to: '/privacy', label: 'Votre vie privée', description: 'Ce que nous conservons à votre sujet et vos droits.' },
          ],
        },
      ],
    },
    {
      heading: 'Quelque chose ne fonctionne pas ?',
      blocks: [
        p(
          'Si la boutique se comporte de façon inattendue, notre page d’état indique si tout fonctionne normalement. Les écrans d’erreur ont un bouton pour signaler le problème directement à notre équipe.',
        ),
        { kind: 'links', items: [{ to: '/status', label: 'État du système', description: 'L’état de la boutique en direct.' }] },
      ],
    },
    {
      heading: 'Contacter notre service client',
      blocks: [
        p(
          'Nous répondons aux messages sous un jour ouvré, souvent bien plus vite. Indiquez votre numéro de commande si votre question porte sur une commande.',
        ),
        {
          kind: 'links',
          items: [
            { to: '/contact', label: 'Nous envoyer un message', description: 'Utilisez le formulaire de contact pour toute question.' },
          ],
        },
        contact,
      ],
    },
  ],
});

export const PAGES_FR: Record<StaticPageSlug, PageBuilder> = {
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
