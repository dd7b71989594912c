// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../expertise";
import type { ExpertiseSlug } from "../../expertise";
import type { Localized } from "../localized";
import { brand, contactPoints } from "../../site";

export const expertiseCards = [
  {
    slug: "frontend-development",
    title: "Développement front-end",
    description:
      "Des interfaces Web rapides et accessibles, et des systèmes de design qui s’affichent impeccablement sur tous les écrans et convertissent vos visiteurs.",
    link: "/expertise/frontend-development",
    icon: "monitor",
  },
  {
    slug: "backend-development",
    title: "Développement back-end",
    description:
      "Des API, des intégrations et des services de données fiables, conçus pour la croissance, la sécurité et une maintenance facile.",
    link: "/expertise/backend-development",
    icon: "server",
  },
  {
    slug: "full-stack-solutions",
    title: "Solutions full-stack",
    description:
      "La livraison complète de vos produits, de la découverte et du design jusqu’au développement, au lancement et au soutien continu.",
    link: "/expertise/full-stack-solutions",
    icon: "layers",
  },
  {
    slug: "devsecops-excellence",
    title: "Excellence DevSecOps",
    description:
      "La sécurité intégrée à chaque étape de la livraison, avec des vérifications automatisées qui gardent vos mises en production rapides et sûres.",
    link: "/expertise/devsecops-excellence",
    icon: "shield-check",
  },
] satisfies Localized<typeof en.expertiseCards>;

export const expertiseOverview = {
  path: "/expertise",
  meta: {
    title: "Notre expertise",
    description: `Ingénierie front-end, back-end, full-stack et DevSecOps par l’équipe de ${brand.name} à ${contactPoints.address.city}, en ${contactPoints.address.region}.`,
  },
  breadcrumb: [{ name: "Notre expertise", path: "/expertise" }],
  hero: {
    eyebrow: "Entreprise",
    title: "Notre expertise",
    intro: `Les ingénieurs qui assurent les services de ${brand.shortName} conçoivent aussi des logiciels pour nos clients. Voici ce que nous faisons de mieux, et comment nous pouvons vous aider dans votre prochain projet.`,
  },
  blocks: [
    {
      kind: "cards",
      id: "disciplines",
      title: "Nos disciplines d’ingénierie",
      intro:
        "Quatre pratiques, une seule équipe\u00a0: des spécialistes qui collaborent à chaque mandat.",
      columns: 4,
      items: expertiseCards.map((card) => ({
        icon: card.icon,
        title: card.title,
        description: card.description,
        href: card.link,
        linkText: "Découvrir",
      })),
    },
    {
      kind: "steps",
      id: "how-we-work",
      title: "Notre façon de travailler",
      intro:
        "Des cycles de rétroaction courts, un avancement transparent et aucune surprise sur la facture.",
      muted: true,
      steps: [
        {
          title: "Découvrir",
          description:
            "Avant d’écrire la moindre ligne de code, nous nous entendons sur le problème, les utilisateurs et la définition du succès.",
        },
        {
          title: "Concevoir",
          description:
            "Des prototypes et des choix d’architecture passés en revue avec vos parties prenantes.",
        },
        {
          title: "Livrer",
          description:
            "Des itérations de deux semaines, chacune conclue par une démo fonctionnelle.",
        },
        {
          title: "Soutenir",
          description:
            "Surveillance, correctifs et améliorations après le lancement, selon un forfait adapté à vos besoins.",
        },
      ],
    },
  ],
  cta: {
    title: "Vous avez un projet en tête\u00a0?",
    text: "Dites-nous ce que vous bâtissez. Un ingénieur principal vous répondra en un jour ouvrable avec des questions, des options et une estimation approximative.",
    actions: [
      { label: "Démarrer un projet", href: "/contact?subject=Project+Inquiry", primary: true },
    ],
  },
} satisfies Localized<typeof en.expertiseOverview>;

const image = (slug: ExpertiseSlug, alt: string) => ({
  src: `/images/expertise/${slug}.svg`,
  alt,
  width: 480,
  height: 360,
});

const trail = (name: string, slug: ExpertiseSlug) => [
  { name: "Notre expertise", path: "/expertise" },
  { name, path: `/expertise/${slug}` },
];

export const expertisePages = {
  "frontend-development": {
    path: "/expertise/frontend-development",
    meta: {
      title: "Développement front-end",
      description: `Des interfaces Web rapides et accessibles, des systèmes de design et des applications Web progressives conçus par les ingénieurs front-end de ${brand.shortName}.`,
    },
    breadcrumb: trail("Développement front-end", "frontend-development"),
    hero: {
      eyebrow: "Notre expertise",
      title: "Développement front-end",
      intro:
        "Des interfaces qui se chargent rapidement, fonctionnent pour tout le monde et rendent simples les tâches complexes.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "La partie de votre produit que vos clients voient vraiment",
        paragraphs: [
          "C’est sur votre interface que la confiance se gagne ou se perd. Une page lente, un formulaire déroutant ou un bouton inaccessible à un lecteur d’écran vous font perdre des clients et peuvent vous mettre en porte-à-faux avec les exigences de l’Ontario en matière d’accessibilité.",
          "Nos ingénieurs front-end allient des cadres d’applications modernes à des budgets de performance et à des tests d’accessibilité sur chaque demande de fusion\u00a0: la qualité est intégrée dès le départ plutôt que vérifiée à la fin.",
        ],
        image: image(
          "frontend-development",
          "Illustration d’une page Web adaptative affichée sur un ordinateur portable et un téléphone",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Technologies que nous utilisons",
        muted: true,
        groups: [
          {
            title: "Cadres d’applications",
            items: ["React", "Next.js", "React Router", "Vue", "Angular"],
          },
          { title: "Langages", items: ["TypeScript", "JavaScript", "HTML", "CSS"] },
          {
            title: "Stylisation",
            items: ["Tailwind CSS", "CSS Modules", "Jetons de design", "Storybook"],
          },
          { title: "Qualité", items: ["Playwright", "Vitest", "axe-core", "Lighthouse CI"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "Ce que nous livrons",
        items: [
          {
            icon: "monitor",
            title: "Applications Web",
            description:
              "Des applications monopages ou rendues côté serveur, au premier chargement rapide et aux interactions fluides.",
          },
          {
            icon: "layers",
            title: "Systèmes de design",
            description:
              "Des bibliothèques de composants réutilisables qui assurent la cohérence de vos produits et accélèrent l’ajout de fonctionnalités.",
          },
          {
            icon: "care",
            title: "Mise en conformité en accessibilité",
            description:
              "Audits et correctifs selon les WCAG 2.2 AA, avec des rapports de conformité à la LAPHO que vous pouvez transmettre.",
          },
          {
            icon: "zap",
            title: "Optimisation des performances",
            description:
              "Des améliorations des Core Web Vitals qui font grimper votre référencement et vos taux de conversion.",
          },
          {
            icon: "phone",
            title: "Applications Web progressives",
            description:
              "Des expériences installables et utilisables hors ligne, sans le coût d’applications natives distinctes.",
          },
          {
            icon: "wrench",
            title: "Modernisation d’applications existantes",
            description:
              "Une migration graduelle de jQuery ou d’AngularJS vers des cadres modernes, sans réécriture risquée.",
          },
        ],
      },
    ],
    cta: {
      title: "Créons une interface que vos clients vont adorer",
      text: "Montrez-nous vos maquettes, votre site actuel ou simplement une idée. Nous vous proposerons une approche et une estimation.",
      actions: [
        {
          label: "Parler de votre projet front-end",
          href: "/contact?subject=Frontend+Development+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "backend-development": {
    path: "/expertise/backend-development",
    meta: {
      title: "Développement back-end",
      description: `Des API, des intégrations, des pipelines de données et des services fiables, conçus et développés par les ingénieurs back-end de ${brand.shortName}.`,
    },
    breadcrumb: trail("Développement back-end", "backend-development"),
    hero: {
      eyebrow: "Notre expertise",
      title: "Développement back-end",
      intro:
        "Les services, les données et les intégrations qui font tourner votre entreprise, conçus pour être rapides, sûrs et faciles à faire évoluer.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Des fondations solides pour chaque produit",
        paragraphs: [
          "Derrière chaque bon produit se trouve un back-end qui fait discrètement son travail\u00a0: traiter les paiements, synchroniser les données entre les systèmes et répondre à des milliers de requêtes sans broncher.",
          "Nous concevons des API et des services aux contrats clairs, avec des tests automatisés et une observabilité intégrée dès le départ, pour que vos systèmes restent fiables à mesure que le trafic et les fonctionnalités augmentent.",
        ],
        image: image(
          "backend-development",
          "Illustration de serveurs empilés reliés à une base de données et à des points de terminaison d’API",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Technologies que nous utilisons",
        muted: true,
        groups: [
          { title: "Langages", items: ["Node.js", "TypeScript", "Python", "Go", "C#"] },
          {
            title: "Cadres d’applications",
            items: ["NestJS", "Fastify", "Django", "FastAPI", ".NET"],
          },
          {
            title: "Données",
            items: ["PostgreSQL", "SQL Server", "Redis", "Kafka", "Elasticsearch"],
          },
          { title: "API", items: ["REST", "GraphQL", "gRPC", "OpenAPI", "Webhooks"] },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "Ce que nous livrons",
        items: [
          {
            icon: "code",
            title: "Conception et développement d’API",
            description:
              "Des API documentées et versionnées sur lesquelles vos partenaires et vos propres applications peuvent compter.",
          },
          {
            icon: "network",
            title: "Intégration de systèmes",
            description:
              "Des liens entre vos systèmes ERP, CRM, de paiement et d’expédition qui éliminent la ressaisie manuelle.",
          },
          {
            icon: "database",
            title: "Modélisation et pipelines de données",
            description:
              "Des schémas, des migrations et des tâches ETL qui maintiennent l’exactitude des données dans tous vos systèmes.",
          },
          {
            icon: "trending",
            title: "Performance et mise à l’échelle",
            description:
              "Profilage, mise en cache et files d’attente qui maintiennent des temps de réponse courts lors des pointes de demande.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "Besoin d’un back-end sur lequel bâtir\u00a0?",
      text: "Parlez-nous des systèmes à relier ou du service à développer, et nous vous présenterons les grandes lignes de l’architecture.",
      actions: [
        {
          label: "Parler de votre projet back-end",
          href: "/contact?subject=Backend+Development+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "full-stack-solutions": {
    path: "/expertise/full-stack-solutions",
    meta: {
      title: "Solutions full-stack",
      description: `Le développement de produits de bout en bout par ${brand.shortName}\u00a0: découverte, design, front-end, back-end, infonuagique et soutien, par une seule équipe.`,
    },
    breadcrumb: trail("Solutions full-stack", "full-stack-solutions"),
    hero: {
      eyebrow: "Notre expertise",
      title: "Solutions full-stack",
      intro:
        "Une seule équipe, de la première esquisse à la production et au-delà, sans passage de relais entre agences.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Votre produit, livré de bout en bout",
        paragraphs: [
          "Répartir un projet entre une agence de design, une firme de développement et un hébergeur crée des angles morts où les échéances et les budgets s’évaporent.",
          "Nos équipes full-stack réunissent réflexion produit, design, front-end, back-end et ingénierie infonuagique. Une seule équipe responsable porte le résultat, du premier atelier jusqu’au plan de soutien après le lancement.",
        ],
        image: image(
          "full-stack-solutions",
          "Illustration de couches d’interface, de services et d’infonuagique réunies en une seule pile",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Notre boîte à outils full-stack",
        muted: true,
        groups: [
          {
            title: "Produit et design",
            items: ["Ateliers de découverte", "Figma", "Tests utilisateurs", "Prototypage"],
          },
          { title: "Front-end", items: ["React", "Next.js", "TypeScript", "Tailwind CSS"] },
          { title: "Back-end", items: ["Node.js", "Python", "PostgreSQL", "GraphQL"] },
          {
            title: "Infonuagique et livraison",
            items: ["AWS", "Azure", "Docker", "GitHub Actions"],
          },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "Ce que nous livrons",
        items: [
          {
            icon: "rocket",
            title: "Produits minimum viables",
            description:
              "Une première version ciblée en quelques semaines, bâtie sur des fondations qu’il ne faudra pas réécrire.",
          },
          {
            icon: "users",
            title: "Portails clients",
            description:
              "Des portails libre-service sécurisés pour les commandes, les factures, les réservations et les demandes de soutien.",
          },
          {
            icon: "briefcase",
            title: "Outils d’affaires internes",
            description:
              "Des applications sur mesure qui remplacent les tableurs et les chaînes de courriels par des flux de travail clairs.",
          },
        ],
      },
    ],
    cta: {
      title: "Donnez vie à votre idée",
      text: "Qu’il s’agisse d’un nouveau produit ou d’une refonte, nous vous aiderons à en définir la portée, à en établir le prix et à planifier la première version.",
      actions: [
        {
          label: "Parler de votre projet full-stack",
          href: "/contact?subject=Full-Stack+Solution+Inquiry",
          primary: true,
        },
      ],
    },
  },
  "devsecops-excellence": {
    path: "/expertise/devsecops-excellence",
    meta: {
      title: "Excellence DevSecOps",
      description: `La sécurité intégrée à chaque étape de la livraison grâce à la pratique DevSecOps de ${brand.shortName}\u00a0: analyse du code, politiques sous forme de code et pipelines sécurisés.`,
    },
    breadcrumb: trail("Excellence DevSecOps", "devsecops-excellence"),
    hero: {
      eyebrow: "Notre expertise",
      title: "Excellence DevSecOps",
      intro:
        "Livrez vite et en toute sécurité, avec des vérifications de sécurité automatisées à chaque commit, compilation et déploiement.",
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Une sécurité qui suit le rythme de la livraison",
        paragraphs: [
          "Les revues de sécurité faites une fois par année, juste avant une mise en production, ralentissent les équipes et laissent quand même passer des problèmes. Une vulnérabilité coûte le moins cher à corriger au moment même où elle est écrite.",
          "Nous intégrons à vos pipelines l’analyse automatisée, la gestion des secrets et la vérification des politiques, et nous accompagnons vos développeurs pour que les choix sécuritaires deviennent la norme plutôt qu’une réflexion après coup.",
        ],
        image: image(
          "devsecops-excellence",
          "Illustration d’une boucle de livraison continue avec un cadenas en son centre",
        ),
      },
      {
        kind: "groups",
        id: "technologies",
        title: "Outils et pratiques",
        muted: true,
        groups: [
          {
            title: "Analyse du code",
            items: ["SAST", "Semgrep", "CodeQL", "Détection de secrets"],
          },
          {
            title: "Dépendances",
            items: ["Dependabot", "Trivy", "Génération de SBOM", "Vérification des licences"],
          },
          {
            title: "Infrastructure",
            items: ["Terraform", "Open Policy Agent", "Checkov", "Vault"],
          },
          {
            title: "Exécution",
            items: ["Renforcement des conteneurs", "Falco", "WAF", "Alertes SIEM"],
          },
        ],
      },
      {
        kind: "cards",
        id: "services",
        title: "Ce que nous livrons",
        items: [
          {
            icon: "git",
            title: "Pipelines sécurisés",
            description:
              "Du CI/CD avec compilations signées, identifiants de déploiement au moindre privilège et contrôles de sécurité automatiques.",
          },
          {
            icon: "file",
            title: "Politiques sous forme de code",
            description:
              "Des garde-fous pour l’infonuagique et Kubernetes qui bloquent les configurations risquées avant leur mise en production.",
          },
          {
            icon: "lock",
            title: "Gestion des secrets",
            description:
              "Des mots de passe et des clés retirés du code et renouvelés automatiquement à partir d’un coffre central.",
          },
          {
            icon: "education",
            title: "Accompagnement des développeurs",
            description:
              "Des séances de modélisation des menaces et des ateliers de codage sécurisé adaptés à vos technologies.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "Faites de la sécurité une partie de chaque mise en production",
      text: "Commencez par une revue de la sécurité de vos pipelines\u00a0: nous dresserons le portrait de vos contrôles actuels et recommanderons les améliorations les plus porteuses.",
      actions: [
        {
          label: "Parler de DevSecOps pour votre équipe",
          href: "/contact?subject=DevSecOps+Inquiry",
          primary: true,
        },
      ],
    },
  },
} satisfies Localized<typeof en.expertisePages>;
