// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../solutions";
import { brand, productName } from "../../site";
import type { Localized } from "../localized";

export const solutionPages = {
  tech: {
    path: "/solutions/tech",
    meta: {
      title: "Solutions pour les innovateurs technologiques",
      description: `Comment ${brand.shortName} aide les entreprises de logiciels et de technologie à livrer plus vite grâce au DevOps, aux plateformes infonuagiques et à l’automatisation par l’IA.`,
    },
    breadcrumb: [{ name: "Innovateurs technologiques", path: "/solutions/tech" }],
    hero: {
      eyebrow: "Solutions par secteur",
      title: "Innovateurs technologiques",
      intro:
        "Vous bâtissez un produit, pas un service informatique. Nous nous occupons des pipelines, des plateformes infonuagiques et des revues de sécurité pour que vos ingénieurs consacrent leur temps aux fonctionnalités pour lesquelles vos clients paient.",
      actions: [{ label: "Parler à un ingénieur", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "L’ingénierie de plateforme à la demande",
        paragraphs: [
          "Les jeunes pousses et les entreprises en forte croissance du corridor technologique ontarien font appel à nous quand leurs mises en production ralentissent\u00a0: compilations capricieuses, serveurs configurés à la main et questionnaire de sécurité d’un nouveau grand client auquel personne n’a le temps de répondre.",
          "Nous nous joignons à votre équipe comme un prolongement de l’ingénierie, mettons la plateforme en place correctement une fois pour toutes, et laissons derrière nous du code et de la documentation qui appartiennent à vos propres développeurs.",
        ],
        image: {
          src: "/images/solutions/tech.svg",
          alt: "Illustration de fenêtres de code qui alimentent un pipeline de déploiement en forme de fusée",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "how-we-help",
        title: "Comment nous aidons les équipes produit",
        muted: true,
        items: [
          {
            icon: "git",
            title: "Automatisation des mises en production",
            description:
              "CI/CD avec environnements de prévisualisation, tests automatisés et retours en arrière en un clic\u00a0: livrer chaque jour devient normal.",
            href: "/services/msp-devops",
            linkText: "Services DevOps",
          },
          {
            icon: "cloud-cog",
            title: "Plateformes infonuagiques évolutives",
            description:
              "Des fondations Kubernetes ou sans serveur qui suivent la croissance de votre clientèle, sans que votre facture grimpe au même rythme.",
            href: "/services/cloud-hosting",
            linkText: "Hébergement infonuagique",
          },
          {
            icon: "bot",
            title: "Des fonctions d’IA prêtes pour la production",
            description:
              "Recherche augmentée, clavardage et automatisation, conçus dès le premier jour avec évaluation, surveillance et protection des données.",
            href: "/products/ai-automation",
            linkText: "Automatisation par l’IA",
          },
          {
            icon: "shield-check",
            title: "La sécurité pour décrocher les grands contrats",
            description: `Préparation à SOC 2, correction des résultats de tests d’intrusion et ${productName("Security Suite")} pour réussir les évaluations de fournisseurs.`,
            href: "/products/security-suite",
            linkText: "Suite Sécurité",
          },
        ],
        columns: 2,
      },
      {
        kind: "steps",
        id: "engagement",
        title: "Un mandat type",
        steps: [
          {
            title: "Revue de la plateforme",
            description:
              "Deux semaines pour examiner vos pipelines, vos comptes infonuagiques et votre organisation de garde.",
          },
          {
            title: "Feuille de route",
            description:
              "Une liste priorisée de correctifs, avec l’effort, le coût et le risque que chacun élimine.",
          },
          {
            title: "Bâtir ensemble",
            description:
              "Nos ingénieurs travaillent en binôme avec les vôtres pour réaliser la feuille de route par courtes itérations.",
          },
          {
            title: "Passer le relais ou continuer",
            description:
              "Le résultat vous appartient\u00a0; si vous le souhaitez, gardez-nous en service pour le soutien et les nouveaux travaux.",
          },
        ],
      },
    ],
    cta: {
      title: "Livrez plus vite sans grossir vos effectifs",
      text: "Dites-nous où vos livraisons ralentissent. Un ingénieur vous répondra en un jour ouvrable avec des prochaines étapes concrètes.",
      actions: [
        { label: "Parler à un ingénieur", href: "/contact", primary: true },
        { label: "Découvrir notre expertise", href: "/expertise" },
      ],
    },
  },
  finance: {
    path: "/solutions/finance",
    meta: {
      title: "Solutions pour les services financiers",
      description: `Des TI, de l’analytique et de l’automatisation sécuritaires et conformes, par ${brand.shortName}, pour les coopératives de crédit, les gestionnaires de patrimoine et les cabinets comptables.`,
    },
    breadcrumb: [{ name: "Services financiers", path: "/solutions/finance" }],
    hero: {
      eyebrow: "Solutions par secteur",
      title: "Services financiers",
      intro:
        "Coopératives de crédit, gestionnaires de patrimoine, courtiers d’assurance et cabinets comptables nous font confiance pour protéger les données de leurs clients, satisfaire les organismes de réglementation et garder leurs conseillers productifs.",
      actions: [{ label: "Réserver une revue de conformité", href: "/contact", primary: true }],
    },
    blocks: [
      {
        kind: "split",
        id: "overview",
        title: "Une technologie qui résiste à l’audit",
        paragraphs: [
          "Les sociétés financières doivent répondre aux mêmes attentes de sécurité qu’une banque, souvent avec une fraction de son personnel TI. Nous offrons des TI gérées, une surveillance de la sécurité et des rapports conçus en fonction des lignes directrices du BSIF, de la LPRPDE et des exigences que vos auditeurs soulèvent chaque année.",
          "Les données de vos clients restent au Canada, les accès sont journalisés et révisés, et chaque changement dans votre environnement est documenté\u00a0: vous répondez aux questions avec des preuves plutôt qu’avec des assurances.",
        ],
        image: {
          src: "/images/solutions/finance.svg",
          alt: "Illustration d’un bouclier devant un graphique à barres ascendant",
          width: 480,
          height: 360,
        },
      },
      {
        kind: "cards",
        id: "capabilities",
        title: "Conçu pour les entreprises réglementées",
        muted: true,
        items: [
          {
            icon: "shield",
            title: "Opérations de sécurité",
            description:
              "Détection des menaces 24/7, protection contre l’hameçonnage et réponse aux incidents selon des procédures documentées.",
          },
          {
            icon: "file",
            title: "Preuves de conformité",
            description:
              "Revues des accès, rapports de correctifs et tests de sauvegarde réunis chaque mois dans des dossiers prêts pour l’audit.",
          },
          {
            icon: "analytics",
            title: "Analytique clients et portefeuilles",
            description: `Tableaux de bord ${productName("Business Intelligence")} pour les actifs sous gestion, le carnet d’affaires et les niveaux de service.`,
          },
          {
            icon: "workflow",
            title: "Automatisation du back-office",
            description:
              "Accueil des clients, collecte des documents de vérification d’identité (KYC) et rapprochements automatisés, qui éliminent des heures de travail manuel.",
          },
        ],
        columns: 2,
      },
    ],
    cta: {
      title: "Faites de votre prochain audit le plus simple",
      text: "Réservez une revue de conformité sans frais. Nous comparerons vos contrôles actuels à vos obligations et vous montrerons où se trouvent les lacunes.",
      actions: [
        { label: "Réserver une revue de conformité", href: "/contact", primary: true },
        { label: "Voir la Suite Sécurité", href: "/products/security-suite" },
      ],
    },
  },
} satisfies Localized<typeof en.solutionPages>;
