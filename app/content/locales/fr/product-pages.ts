// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../product-pages";
import type { ProductPageSlug } from "../../product-pages";
import type { Localized } from "../localized";
import { brand, productName } from "../../site";

export const productListBlockId = {
  "enterprise-solution": "key-features",
  "business-intelligence": "highlights",
  "security-suite": "capabilities",
  "ai-automation": "offerings",
} satisfies Localized<typeof en.productListBlockId>;

const image = (slug: ProductPageSlug, alt: string) => ({
  src: `/images/offerings/${slug}.svg`,
  alt,
  width: 480,
  height: 360,
});

export const productPages = {
  "enterprise-solution": {
    path: "/products/enterprise-solution",
    meta: {
      title: "Enterprise Solution Suite\u00a0: plateforme de gestion intégrée",
      description: `${productName("Enterprise Solution Suite")} réunit les opérations, les finances, les ressources humaines et les rapports des organisations en croissance.`,
    },
    breadcrumb: [{ name: "Enterprise Solution Suite", path: "/products/enterprise-solution" }],
    hero: {
      eyebrow: "Produits",
      title: productName("Enterprise Solution Suite"),
      intro:
        "Une seule plateforme connectée pour les opérations, les finances, le personnel et la clientèle\u00a0: toutes vos équipes travaillent avec les mêmes chiffres plutôt qu’avec une douzaine de tableurs.",
      actions: [
        {
          label: "Demander une démo",
          href: "/contact?demo=true&product=enterprise-solution",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Une source de vérité unique à la place d’outils disparates",
        paragraphs: [
          "Les entreprises en croissance gèrent souvent la comptabilité dans un système, les stocks dans un autre et les RH dans un lecteur partagé. Les rapports prennent des jours à produire, et personne ne s’y fie entièrement.",
          `${productName("Enterprise Solution Suite")} regroupe ces processus dans une plateforme sécurisée unique, configurée par notre équipe selon votre façon de travailler et hébergée au Canada.`,
        ],
        points: [
          "Mise en œuvre en 8 à 12\u00a0semaines pour la plupart des moyennes entreprises",
          "Migration des données depuis QuickBooks, Sage et vos tableurs",
          "Formation de chaque équipe avant la mise en service",
        ],
        image: image(
          "enterprise-solution",
          "Illustration de modules connectés pour les finances, le personnel et les opérations autour d’un pivot central",
        ),
      },
      {
        kind: "cards",
        id: "key-features",
        title: "Fonctionnalités clés",
        intro:
          "Six modules qui fonctionnent ensemble dès le premier jour, chacun offert séparément à mesure que vous grandissez.",
        muted: true,
        items: [
          {
            icon: "layers",
            title: "Opérations unifiées",
            description:
              "Commandes, stocks, achats et projets au même endroit, avec inventaire en temps réel et calcul du coût de revient par projet.",
          },
          {
            icon: "analytics",
            title: "Finances et comptabilité",
            description:
              "Grand livre, comptes clients, comptes fournisseurs et rapports multidevises, avec les taxes canadiennes intégrées.",
          },
          {
            icon: "users",
            title: "Personnel et RH",
            description:
              "Dossiers des employés, congés, listes d’accueil et approbations qui suivent votre organigramme.",
          },
          {
            icon: "handshake",
            title: "Relation client",
            description:
              "Contacts, occasions d’affaires et historique de service partagés entre les ventes, le soutien et les finances.",
          },
          {
            icon: "workflow",
            title: "Automatisation des flux de travail",
            description:
              "Approbations, rappels et acheminement des documents sans code, avec une piste d’audit complète.",
          },
          {
            icon: "lock",
            title: "Sécurité et conformité",
            description:
              "Authentification unique, accès selon les rôles et hébergement chiffré au Canada qui satisfait les auditeurs.",
          },
        ],
      },
      {
        kind: "steps",
        id: "rollout",
        title: "Du lancement à la mise en service",
        steps: [
          {
            title: "Découvrir",
            description:
              "Des ateliers avec chaque service pour cartographier les processus, les données et les rapports.",
          },
          {
            title: "Configurer",
            description:
              "Nous mettons en place les modules, les rôles et les flux de travail, puis nous migrons vos données historiques.",
          },
          {
            title: "Former",
            description:
              "Des séances de formation adaptées à chaque rôle et des aide-mémoire pour toutes les équipes.",
          },
          {
            title: "Soutenir",
            description:
              "Un accompagnement renforcé après le lancement, puis un soutien continu assuré par les mêmes consultants.",
          },
        ],
      },
    ],
    cta: {
      title: "Découvrez la suite avec vos propres processus",
      text: "Réservez une démo de 45\u00a0minutes adaptée à votre secteur, ou discutez des licences et de la mise en œuvre avec notre équipe des ventes.",
      actions: [
        {
          label: "Demander une démo",
          href: "/contact?demo=true&product=enterprise-solution",
          primary: true,
        },
        { label: "Joindre l’équipe des ventes", href: "/contact" },
      ],
    },
  },
  "business-intelligence": {
    path: "/products/business-intelligence",
    meta: {
      title: "Business Intelligence\u00a0: tableaux de bord et analytique",
      description: `${productName("Business Intelligence")} transforme vos données opérationnelles en tableaux de bord fiables, en prévisions et en décisions au quotidien.`,
    },
    breadcrumb: [{ name: "Business Intelligence", path: "/products/business-intelligence" }],
    hero: {
      eyebrow: "Produits",
      title: productName("Business Intelligence"),
      intro:
        "Connectez vos systèmes, modélisez vos données une seule fois et donnez à chaque gestionnaire des tableaux de bord fiables. Fini les débats pour savoir quel tableur a raison.",
      actions: [
        {
          label: "Demander une démo",
          href: "/contact?demo=true&product=business-intelligence",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Des données brutes aux décisions en quelques semaines, pas en quelques trimestres",
        paragraphs: [
          "La plupart des organisations recueillent déjà les données dont elles ont besoin. Celles-ci sont simplement dispersées entre la comptabilité, le CRM, le commerce électronique et des systèmes opérationnels qui ne communiquent pas entre eux.",
          `${productName("Business Intelligence")} relie ces sources, nettoie et modélise les données dans un entrepôt encadré, puis produit des tableaux de bord qui s’actualisent d’eux-mêmes.`,
        ],
        points: [
          "Plus de 60 connecteurs prêts à l’emploi",
          "Des indicateurs définis une fois et réutilisés partout",
          "Un entrepôt de données hébergé au Canada",
        ],
        image: image(
          "business-intelligence",
          "Illustration d’un tableau de bord avec une courbe, un histogramme et des chiffres clés",
        ),
      },
      {
        kind: "cards",
        id: "highlights",
        title: "Points forts",
        intro:
          "Tout ce qu’il faut à une entreprise en croissance pour passer des rapports mensuels à une vision en temps réel.",
        muted: true,
        items: [
          {
            icon: "network",
            title: "Toutes vos sources connectées",
            description:
              "Importez selon un horaire les données de QuickBooks, Salesforce, Shopify, de bases de données SQL et de tableurs.",
          },
          {
            icon: "dashboard",
            title: "Tableaux de bord libre-service",
            description:
              "Des rapports par glisser-déposer que les gestionnaires créent eux-mêmes, sur un modèle dont nos analystes assurent l’exactitude.",
          },
          {
            icon: "trending",
            title: "Prévisions",
            description:
              "Des prévisions des ventes, des flux de trésorerie et de la demande qui se mettent à jour à l’arrivée de nouvelles données.",
          },
          {
            icon: "zap",
            title: "Des alertes qui comptent",
            description:
              "Des avis par courriel ou dans Teams lorsqu’un indicateur franchit le seuil que vous avez fixé.",
          },
          {
            icon: "shield-check",
            title: "Accès encadré",
            description:
              "Une sécurité au niveau des lignes pour que chaque personne voie exactement les données auxquelles elle a droit.",
          },
          {
            icon: "monitor",
            title: "Accès en tout lieu",
            description:
              "Des tableaux de bord qui fonctionnent sur téléphone et tablette, et des dossiers PDF planifiés pour le conseil d’administration.",
          },
        ],
      },
    ],
    cta: {
      title: "Faites travailler vos données",
      text: "Découvrez vos propres indicateurs dans une démo en direct, ou comparez les forfaits qui incluent les tableaux de bord Business Intelligence.",
      actions: [
        {
          label: "Demander une démo",
          href: "/contact?demo=true&product=business-intelligence",
          primary: true,
        },
        { label: "Voir les forfaits et tarifs", href: "/pricing" },
      ],
    },
  },
  "security-suite": {
    path: "/products/security-suite",
    meta: {
      title: "Security Suite\u00a0: cybersécurité gérée",
      description: `${productName("Security Suite")} protège les postes de travail, les identités, le courriel et les charges de travail infonuagiques grâce à une surveillance et à une intervention 24/7.`,
    },
    breadcrumb: [{ name: "Security Suite", path: "/products/security-suite" }],
    hero: {
      eyebrow: "Produits",
      title: productName("Security Suite"),
      intro:
        "Une protection multicouche pour les ordinateurs portables, les comptes, le courriel et le nuage, surveillée jour et nuit par des analystes qui agissent sur les alertes au lieu de simplement les transmettre.",
      actions: [
        {
          label: "Demander une évaluation de sécurité",
          href: "/contact?assessment=true&product=security-suite",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Une sécurité de calibre entreprise, à la mesure de votre organisation",
        paragraphs: [
          "Les pirates ciblent les petites et moyennes organisations précisément parce qu’elles ont rarement une équipe de sécurité. Les rançongiciels, la fraude par fausse facture et les mots de passe volés coûtent des millions aux entreprises canadiennes chaque année.",
          `${productName("Security Suite")} associe des outils éprouvés à un centre des opérations de sécurité où travaillent nos propres analystes, le tout configuré selon vos risques et votre budget.`,
        ],
        points: [
          "Déploiement en quelques jours, sans nouveau matériel",
          "Cote de sécurité mensuelle et sommaire pour la direction",
          "Intervention en cas d’incident incluse, et non facturée à l’heure",
        ],
        image: image(
          "security-suite",
          "Illustration d’un bouclier qui protège un ordinateur portable, un compte d’utilisateur et une enveloppe",
        ),
      },
      {
        kind: "cards",
        id: "capabilities",
        title: "Capacités",
        intro: "Six couches qui comblent les failles que les pirates exploitent le plus souvent.",
        muted: true,
        items: [
          {
            icon: "monitor",
            title: "Détection et intervention sur les terminaux",
            description:
              "Un antivirus de nouvelle génération à détection comportementale qui isole les appareils infectés en quelques secondes.",
          },
          {
            icon: "users",
            title: "Protection des identités",
            description:
              "Authentification multifacteur, accès conditionnel et alertes en cas de connexions à risque.",
          },
          {
            icon: "mail",
            title: "Sécurité du courriel",
            description:
              "Filtrage de l’hameçonnage, de l’usurpation d’identité et des pièces jointes malveillantes avant qu’ils n’atteignent une boîte de réception.",
          },
          {
            icon: "cloud",
            title: "Posture de sécurité infonuagique",
            description:
              "Vérification continue des réglages de Microsoft 365, d’AWS et d’Azure par rapport aux pratiques exemplaires.",
          },
          {
            icon: "education",
            title: "Sensibilisation à la sécurité",
            description:
              "De courtes leçons mensuelles et des campagnes d’hameçonnage simulé qui changent les comportements de façon mesurable.",
          },
          {
            icon: "shield",
            title: "SOC 24/7 et intervention en cas d’incident",
            description:
              "Des analystes qui enquêtent sur les incidents, les contiennent et en rendent compte à toute heure, selon un plan d’intervention documenté.",
          },
        ],
      },
    ],
    cta: {
      title: "Sachez où vous en êtes",
      text: "Notre évaluation gratuite passe en revue vos comptes, vos appareils et la configuration de votre courriel, et vous remet en une semaine une liste de risques classés par priorité.",
      actions: [
        {
          label: "Demander une évaluation de sécurité",
          href: "/contact?assessment=true&product=security-suite",
          primary: true,
        },
        { label: "Parler à un expert", href: "/contact" },
      ],
    },
  },
  "ai-automation": {
    path: "/products/ai-automation",
    meta: {
      title: "Services d’automatisation IA",
      description: `Clavardage IA, automatisation du soutien, solutions d’IA sur mesure et automatisation des données par ${brand.name}, conçus autour de vos données et de la protection de vos renseignements.`,
    },
    breadcrumb: [{ name: "Services d’automatisation IA", path: "/products/ai-automation" }],
    hero: {
      eyebrow: "Produits",
      title: productName("AI Automation"),
      intro:
        "Une IA concrète qui répond aux clients, achemine les demandes et transforme les documents en données, bâtie sur votre contenu et encadrée par vos politiques.",
      actions: [
        {
          label: "Réserver votre appel stratégique IA",
          href: "/contact?service=ai-automation",
          primary: true,
        },
      ],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Une IA qui se rentabilise",
        paragraphs: [
          "Nous commençons par les tâches répétitives qui coûtent le plus d’heures à votre équipe\u00a0: répondre aux mêmes questions, ressaisir de l’information d’un système à l’autre et compiler les rapports hebdomadaires.",
          "Nous concevons, bâtissons et surveillons ensuite une automatisation qui accomplit ce travail de façon fiable, en gardant une personne dans la boucle partout où le jugement compte et les données au Canada.",
        ],
        points: [
          "Une analyse de rentabilité mesurable avant tout développement",
          "Compatible avec Microsoft 365, Google Workspace et vos outils métier",
          "Évaluation des facteurs relatifs à la vie privée pour chaque solution",
        ],
        image: image(
          "ai-automation",
          "Illustration d’une bulle de clavardage reliée à des étapes de flux de travail automatisées",
        ),
      },
      {
        kind: "cards",
        id: "offerings",
        title: "Nos offres en IA",
        intro:
          "Quatre façons de mettre l’IA au travail, d’un assistant unique à un programme d’automatisation complet.",
        columns: 2,
        muted: true,
        items: [
          {
            icon: "messages",
            title: "Services de clavardage IA",
            description:
              "Des assistants pour votre site Web et votre intranet qui répondent à partir de vos propres documents et passent le relais à une personne au besoin.",
            points: [
              "Entraînés sur votre base de connaissances",
              "Bilingues, en français et en anglais",
              "Analyse des conversations",
            ],
          },
          {
            icon: "headphones",
            title: "Automatisation du soutien par l’IA",
            description:
              "Triage des billets, réponses suggérées et acheminement automatique qui réduisent le délai de première réponse de votre équipe de soutien.",
            points: [
              "Intégration à votre centre d’assistance",
              "Détection du ton et de l’urgence",
              "Réponses approuvées par vos agents",
            ],
          },
          {
            icon: "brain",
            title: "Solutions d’IA sur mesure",
            description:
              "Des modèles et des agents conçus pour vos défis particuliers\u00a0: soumissions, révision de documents, planification ou prévisions.",
            points: [
              "Évaluation avant le lancement",
              "Options de déploiement privé",
              "Surveillance continue des modèles",
            ],
          },
          {
            icon: "analytics",
            title: "Analyse et automatisation des données",
            description:
              "Des pipelines qui extraient les données des factures, des formulaires et des courriels, puis alimentent vos tableaux de bord et vos systèmes en aval.",
            points: [
              "Extraction de documents et de formulaires",
              "Rapports automatisés",
              "Traitement des exceptions par votre équipe",
            ],
          },
        ],
      },
      {
        kind: "steps",
        id: "approach",
        title: "Notre façon de livrer",
        steps: [
          {
            title: "Appel stratégique",
            description:
              "Une conversation gratuite pour repérer les flux de travail où l’IA peut vous faire gagner le plus de temps.",
          },
          {
            title: "Preuve de valeur",
            description:
              "Un petit projet pilote à prix fixe, sur vos données réelles, avec des critères de réussite convenus.",
          },
          {
            title: "Bâtir et intégrer",
            description:
              "Un déploiement en production relié aux systèmes que votre équipe utilise déjà.",
          },
          {
            title: "Mesurer et améliorer",
            description:
              "Des rapports mensuels sur la précision, l’utilisation et les heures économisées, avec des ajustements réguliers.",
          },
        ],
      },
    ],
    cta: {
      title: "Trouvez votre premier gain avec l’IA",
      text: "Réservez un appel stratégique et repartez avec deux ou trois occasions d’automatisation classées selon leur valeur, ou comparez nos options de tarification IA.",
      actions: [
        {
          label: "Réserver votre appel stratégique IA",
          href: "/contact?service=ai-automation",
          primary: true,
        },
        { label: "Voir les tarifs de l’IA", href: "/pricing#ai-automation" },
      ],
    },
  },
} satisfies Localized<typeof en.productPages>;
