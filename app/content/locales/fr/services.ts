// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../services";
import { brand, contactPoints, productName } from "../../site";
import type { Localized } from "../localized";

const city = contactPoints.address.city;

export const servicePages = {
  "msp-devops": {
    path: "/services/msp-devops",
    meta: {
      title: "Services gérés et DevOps",
      description: `Des TI gérées proactives et de l’ingénierie DevOps par ${brand.name}\u00a0: surveillance, centre d’assistance, CI/CD, infrastructure en tant que code et plus encore.`,
    },
    breadcrumb: [{ name: "Services gérés et DevOps", path: "/services/msp-devops" }],
    hero: {
      eyebrow: "Services",
      title: "Services gérés et DevOps",
      intro:
        "Un seul partenaire pour les systèmes que vous exploitez et les logiciels que vous livrez. Nous gardons vos TI sécuritaires et disponibles jour et nuit, et nous bâtissons les pipelines qui permettent à votre équipe de livrer en toute confiance.",
      actions: [{ label: "Planifier une consultation", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Des TI qui tournent sans bruit, des livraisons qui ne bloquent jamais",
        paragraphs: [
          `La plupart des entreprises en croissance atteignent un point où la personne qui «\u00a0s’occupe des ordinateurs\u00a0» ne suffit plus. Les correctifs prennent du retard, les sauvegardes ne sont jamais testées et chaque mise en production finit tard le soir. ${brand.shortName} enlève ce poids des épaules de votre équipe.`,
          `Nos ingénieurs de ${city} surveillent, mettent à jour et soutiennent votre environnement à titre de fournisseur de services gérés, et appliquent à vos propres applications et à votre infrastructure les pratiques DevOps sur lesquelles comptent les éditeurs de logiciels.`,
        ],
        points: [
          "Tarif mensuel fixe par utilisateur, sans facture surprise",
          "Délais de réponse inscrits dans votre entente",
          "Des rapports mensuels en langage clair",
        ],
        image: {
          src: "/images/services/msp-devops.svg",
          alt: "Illustration d’un tableau de bord de surveillance relié à un pipeline de compilation et à une rangée de serveurs",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "managed-services",
        title: "Services de TI gérées",
        intro:
          "Tout ce qu’il faut pour garder vos équipes productives et vos systèmes en santé, pris en charge par une seule équipe responsable.",
        columns: 4,
        muted: true,
        items: [
          {
            icon: "activity",
            title: "Surveillance et gestion 24/7",
            description:
              "Serveurs, réseaux et services infonuagiques surveillés jour et nuit\u00a0; la plupart des alertes sont réglées avant que quiconque ne s’en aperçoive.",
          },
          {
            icon: "headphones",
            title: "Centre d’assistance et soutien aux utilisateurs",
            description:
              "Une vraie personne au téléphone, par courriel ou dans Teams, et nous nous occupons de l’arrivée et du départ des employés ainsi que de la configuration des appareils.",
          },
          {
            icon: "shield-check",
            title: "Sécurité et conformité",
            description:
              "Protection des terminaux, correctifs, authentification multifacteur et les preuves que demandent les auditeurs en vertu de la LPRPDE et de SOC 2.",
          },
          {
            icon: "database",
            title: "Sauvegarde et reprise après sinistre",
            description:
              "Des sauvegardes chiffrées, hébergées au Canada et testées par restauration chaque trimestre\u00a0: la reprise devient un plan, pas un espoir.",
          },
        ],
      },
      {
        kind: "cards",
        id: "devops",
        title: "Ingénierie DevOps",
        intro:
          "Des mises en production plus rapides et plus sûres, grâce à une automatisation que vos propres développeurs peuvent comprendre et faire évoluer.",
        columns: 4,
        items: [
          {
            icon: "git",
            title: "Pipelines CI/CD",
            description:
              "Compilations, tests et déploiements automatisés avec GitHub Actions, GitLab CI ou Azure DevOps, du premier commit jusqu’à la production.",
          },
          {
            icon: "layers",
            title: "Infrastructure en tant que code",
            description:
              "Des définitions Terraform et Ansible pour chaque environnement, révisées comme du code applicatif et reconstruites en quelques minutes.",
          },
          {
            icon: "cloud-cog",
            title: "Migration et optimisation infonuagiques",
            description:
              "Migration telle quelle, remaniement ou reconstruction de vos charges de travail sur AWS, Azure ou notre nuage canadien, puis redimensionnement pour réduire la facture mensuelle.",
          },
          {
            icon: "server",
            title: "Conteneurs et Kubernetes",
            description:
              "Images Docker et grappes Kubernetes gérées, avec mise à l’échelle automatique, déploiements sans interruption et garde-fous judicieux.",
          },
        ],
      },
      {
        kind: "cards",
        id: "why-partner",
        title: `Pourquoi choisir ${brand.shortName} comme partenaire`,
        intro:
          "Six raisons pour lesquelles des équipes de partout en Ontario nous confient leur infrastructure et leur processus de mise en production.",
        muted: true,
        items: [
          {
            icon: "zap",
            title: "Proactifs, pas réactifs",
            description:
              "La surveillance et l’automatisation détectent les problèmes de disque, de certificats et de correctifs avant qu’ils ne causent des pannes.",
          },
          {
            icon: "users",
            title: "Une équipe locale que vous pouvez rencontrer",
            description: `Des ingénieurs établis à ${city}, disponibles pour des visites sur place dans le comté de Simcoe et la région du Grand Toronto.`,
          },
          {
            icon: "lock",
            title: "Données hébergées au Canada",
            description:
              "Les sauvegardes, les journaux et les charges de travail hébergées restent dans des centres de données canadiens, sauf si vous en décidez autrement.",
          },
          {
            icon: "target",
            title: "Des prix prévisibles",
            description:
              "Un tarif mensuel par utilisateur qui couvre le soutien et la maintenance, et des projets chiffrés d’avance.",
          },
          {
            icon: "trophy",
            title: "Des ingénieurs certifiés",
            description:
              "Des certifications Microsoft, AWS, Kubernetes et en sécurité dans toute l’équipe, renouvelées chaque année.",
          },
          {
            icon: "handshake",
            title: "Un seul partenaire responsable",
            description:
              "Exploitation et livraison sous un même toit\u00a0: il n’y a jamais d’écart entre ceux qui bâtissent et ceux qui exploitent.",
          },
        ],
      },
    ],
    cta: {
      title: "Prêt pour des TI qui fonctionnent, tout simplement\u00a0?",
      text: "Réservez une consultation gratuite de 30 minutes. Nous examinerons votre environnement actuel, relèverons les gains rapides et vous présenterons à quoi ressemblerait un partenariat de services gérés.",
      actions: [
        { label: "Planifier une consultation", href: "/contact", primary: true },
        { label: "Voir les tarifs", href: "/pricing" },
      ],
    },
  },
  "cloud-hosting": {
    path: "/services/cloud-hosting",
    meta: {
      title: "Hébergement infonuagique",
      description: `L’hébergement infonuagique géré de ${brand.name}\u00a0: données au Canada, surveillance 24/7, sauvegardes testées et une vraie équipe de soutien.`,
    },
    breadcrumb: [{ name: "Hébergement infonuagique", path: "/services/cloud-hosting" }],
    hero: {
      eyebrow: "Services",
      title: "Hébergement infonuagique géré au Canada",
      intro: `${productName("Cloud")} exploite vos sites Web, vos applications et vos bases de données dans des centres de données canadiens, gérés de bout en bout par des ingénieurs qui répondent au téléphone.`,
      actions: [{ label: "Planifier votre migration", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "L’hébergement sans les maux de tête des géants du nuage",
        paragraphs: [
          "Les plateformes infonuagiques publiques sont puissantes, mais leurs factures et leurs consoles sont conçues pour des entreprises dotées d’équipes de plateforme dédiées. Nous vous offrons les mêmes briques, avec une personne chargée de les garder rapides, sécuritaires et abordables.",
          "Chaque environnement est défini en code, surveillé jour et nuit et sauvegardé dans une deuxième région canadienne\u00a0: vous savez toujours où se trouvent vos données et comment les récupérer.",
        ],
        points: [
          "Données stockées dans les régions de Toronto et de Montréal",
          "Objectif de disponibilité de 99,9\u00a0%, avec crédits de service",
          "Rapport mensuel des coûts avec recommandations d’économies",
        ],
        image: {
          src: "/images/services/cloud-hosting.svg",
          alt: "Illustration d’un nuage au-dessus de deux baies de centres de données canadiens reliées entre elles",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "hosting-features",
        title: "Ce qui est inclus",
        muted: true,
        items: [
          {
            icon: "server",
            title: "Serveurs et Kubernetes gérés",
            description:
              "Des machines virtuelles ou des grappes de conteneurs dimensionnées pour votre charge de travail, mises à jour et ajustées par notre équipe.",
          },
          {
            icon: "database",
            title: "Bases de données gérées",
            description:
              "PostgreSQL, MySQL et SQL Server avec restauration à un moment précis et réplicas en lecture au besoin.",
          },
          {
            icon: "shield",
            title: "Pare-feu d’applications Web",
            description:
              "Protection contre les attaques DDoS, certificats TLS et règles de pare-feu adaptées à vos applications.",
          },
          {
            icon: "activity",
            title: "Surveillance 24/7",
            description:
              "Alertes de disponibilité, de performance et de sécurité traitées par des ingénieurs, pas par une réponse automatique.",
          },
          {
            icon: "cloud",
            title: "Sauvegardes hors site",
            description:
              "Des sauvegardes chiffrées chaque nuit, copiées dans une deuxième région canadienne et testées par restauration chaque trimestre.",
          },
          {
            icon: "trending",
            title: "Optimisation des coûts",
            description:
              "Redimensionnement, capacité réservée et nettoyage des ressources inactives, revus avec vous chaque mois.",
          },
        ],
      },
      {
        kind: "steps",
        id: "migration",
        title: "Le déroulement d’une migration",
        intro:
          "La plupart des environnements de petite et moyenne taille migrent en quatre à huit semaines, sans interruption imprévue.",
        steps: [
          {
            title: "Évaluer",
            description:
              "Nous recensons vos serveurs, vos applications et leurs dépendances, et nous convenons avec vous de ce qui migre en premier.",
          },
          {
            title: "Planifier",
            description:
              "Un plan de migration écrit, avec fenêtres de bascule, étapes de retour en arrière et prix fixe.",
          },
          {
            title: "Migrer",
            description:
              "Les charges de travail migrent une à une et sont testées dans le nouvel environnement avant la bascule du trafic.",
          },
          {
            title: "Optimiser",
            description:
              "Après la mise en service, nous ajustons les tailles et les coûts, puis vous remettons les procédures d’exploitation et des rapports mensuels.",
          },
        ],
      },
    ],
    cta: {
      title: "Passez à un nuage que vous comprenez",
      text: "Dites-nous ce que vous exploitez aujourd’hui\u00a0: nous vous reviendrons avec un plan de migration et un prix mensuel, habituellement en moins de trois jours ouvrables.",
      actions: [
        { label: "Planifier votre migration", href: "/contact", primary: true },
        { label: "Services gérés et DevOps", href: "/services/msp-devops" },
      ],
    },
  },
} satisfies Localized<typeof en.servicePages>;
