// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../legal";
import type { Inline, LegalBlock, LegalDocument } from "../../legal";
import { formatAddress, site } from "../../site";
import type { Localized } from "../localized";

const p = (...content: Inline[]): LegalBlock => ({ type: "p", content });
const ul = (...items: Array<Inline | Inline[]>): LegalBlock => ({
  type: "ul",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
const h3 = (text: string): LegalBlock => ({ type: "h3", text });
const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` });
const contactLink: Inline = { text: "page de contact", href: "/contact" };
const phone: Inline = { text: site.phone.display, href: site.phone.href };
const sitePages = `${site.url.replace(/^https:\/\//, "")}`;

const may12 = { iso: "2025-05-12", display: "12 mai 2025" };

export const legalPageCopy = {
  eyebrow: "Mentions légales",
  lastUpdated: "Dernière mise à jour\u00a0:",
  contentsLabel: "Sections de ce document",
  contentsHeading: "Sommaire",
  homeLabel: "Accueil",
} satisfies Localized<typeof en.legalPageCopy>;

export const privacyPolicy: LegalDocument = {
  path: "/privacy-policy",
  title: "Politique de confidentialité",
  description: `Comment ${site.name} recueille, utilise, communique et protège vos renseignements personnels, et comment exercer vos droits selon la LPRPDE.`,
  lastUpdated: may12,
  numbered: false,
  intro: [
    [
      `La présente politique explique comment ${site.legalName} («\u00a0${site.shortName}\u00a0», «\u00a0nous\u00a0») traite les renseignements personnels lorsque vous visitez ${sitePages}, communiquez avec nous, postulez un emploi ou utilisez nos services.`,
    ],
  ],
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        p(
          `${site.name} est une entreprise de services informatiques établie à ${site.address.city} (${site.address.region}), ${site.address.country}. Nous respectons votre vie privée et traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et aux lois provinciales applicables.`,
        ),
        p(
          "Nous sommes responsables des renseignements personnels dont nous avons la gestion et avons désigné un responsable de la protection de la vie privée, chargé de veiller au respect de la présente politique. Lorsque nous traitons des renseignements personnels pour le compte d'un client, par exemple les données des systèmes que nous gérons pour lui, nous le faisons en vertu du contrat conclu avec ce client, et la politique de confidentialité de celui-ci s'applique également.",
        ),
      ],
    },
    {
      id: "information-we-collect",
      title: "Renseignements que nous recueillons",
      blocks: [
        p(
          "Nous ne recueillons que ce dont nous avons besoin aux fins décrites dans la présente politique\u00a0:",
        ),
        ul(
          "les coordonnées que vous nous fournissez, comme votre nom, votre adresse courriel, votre numéro de téléphone et le nom de votre entreprise, lorsque vous remplissez un formulaire de contact, de soutien ou de démonstration;",
          "les renseignements liés à une candidature\u00a0: votre nom, votre adresse courriel, votre numéro de téléphone (facultatif), votre lettre de présentation et le nom du fichier de votre curriculum vitæ;",
          "les renseignements de compte et de service de nos clients, comme les noms d'utilisateur, les demandes de soutien et les personnes-ressources pour la facturation;",
          "les renseignements techniques provenant de nos serveurs, comme les adresses IP, le type de navigateur et les pages demandées, conservés dans des journaux de sécurité.",
        ),
        h3("Renseignements stockés dans votre navigateur"),
        p(
          "Pour fonctionner comme vous vous y attendez, ce site Web conserve quelques éléments dans le stockage local de votre navigateur. Ils restent sur votre appareil et ne nous sont pas transmis\u00a0:",
        ),
        ul(
          "votre préférence de thème (clair ou sombre);",
          "votre choix de consentement aux témoins;",
          "le contenu de votre panier de la place de marché;",
          "les commentaires que vous publiez sur les articles du blogue;",
          "les candidatures que vous soumettez au moyen de la page Carrières;",
          "un indicateur de votre connexion à l'espace d'administration de démonstration.",
        ),
        p(
          "Vous pouvez supprimer ces éléments en tout temps en effaçant les données de ce site dans votre navigateur.",
        ),
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "Utilisation de vos renseignements",
      blocks: [
        p("Nous utilisons les renseignements personnels pour\u00a0:"),
        ul(
          "répondre à vos questions et fournir les services que vous demandez;",
          "évaluer les candidatures et communiquer avec les candidats;",
          "gérer les comptes clients, les demandes de soutien et les factures;",
          "protéger nos systèmes et ceux de nos clients contre la fraude et les attaques;",
          "améliorer notre site Web et nos services, en utilisant des données agrégées chaque fois que c'est possible;",
          "respecter nos obligations légales, fiscales et réglementaires.",
        ),
        p(
          "Nous n'envoyons de courriels de marketing qu'avec votre consentement, et chaque message comprend un moyen de vous désabonner. Nous ne vendons aucun renseignement personnel.",
        ),
      ],
    },
    {
      id: "data-sharing-and-disclosure",
      title: "Communication des renseignements",
      blocks: [
        p("Nous ne communiquons des renseignements personnels que dans les cas suivants\u00a0:"),
        ul(
          "à des fournisseurs de services qui hébergent, soutiennent ou sécurisent nos systèmes, en vertu de contrats qui les obligent à protéger ces renseignements et à ne les utiliser que selon nos instructions;",
          "à un acquéreur ou à un successeur si notre entreprise est vendue ou restructurée, sous réserve de la présente politique;",
          "lorsque la loi l'exige, par exemple en réponse à une ordonnance d'un tribunal, ou pour protéger la sécurité d'une personne.",
        ),
        p(
          "Dans la mesure du possible, nous stockons les renseignements personnels au Canada. Si un fournisseur de services les traite à l'extérieur du Canada, ils peuvent être accessibles aux autorités de ce pays en vertu des lois locales; nous choisissons des fournisseurs qui offrent une protection comparable à celle de la LPRPDE.",
        ),
      ],
    },
    {
      id: "data-security",
      title: "Sécurité des données",
      blocks: [
        p(
          "Nous protégeons les renseignements personnels au moyen de mesures adaptées à leur sensibilité\u00a0: chiffrement en transit et au repos, authentification multifacteur, accès selon le principe du moindre privilège, formation du personnel, journalisation et tests réguliers. Notre plateforme de services gérés fait l'objet d'un audit indépendant selon les critères SOC 2.",
        ),
        p(
          "Nous ne conservons les renseignements personnels que le temps nécessaire aux fins énoncées ci-dessus ou exigé par la loi, puis nous les supprimons ou les anonymisons. Si une atteinte à la sécurité présente un risque réel de préjudice grave, nous vous en aviserons, ainsi que le Commissariat à la protection de la vie privée du Canada, comme l'exige la LPRPDE.",
        ),
      ],
    },
    {
      id: "your-data-protection-rights",
      title: "Vos droits en matière de protection des données",
      blocks: [
        p("Vous avez le droit de\u00a0:"),
        ul(
          "savoir si nous détenons des renseignements personnels à votre sujet et en recevoir une copie;",
          "nous demander de corriger des renseignements inexacts ou incomplets;",
          "retirer votre consentement, sous réserve des restrictions légales ou contractuelles, et nous demander de supprimer les renseignements dont nous n'avons plus besoin;",
          "porter plainte auprès de nous, puis auprès du Commissariat à la protection de la vie privée du Canada si notre réponse ne vous satisfait pas.",
        ),
        p(
          "Pour présenter une demande, écrivez à ",
          mail(site.mailboxes.privacy),
          ". Nous vous répondrons dans un délai de 30 jours et pourrons d'abord vous demander de confirmer votre identité.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Modifications",
      blocks: [
        p(
          "Nous pouvons mettre à jour la présente politique en fonction de l'évolution de nos services ou de la loi. Nous publierons la nouvelle version sur cette page avec une nouvelle date de «\u00a0dernière mise à jour\u00a0», et nous informerons nos clients par courriel de toute modification qui touche de façon importante l'utilisation de leurs renseignements.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Nous joindre",
      blocks: [
        p(
          "Pour toute question sur la présente politique ou sur nos pratiques en matière de vie privée, communiquez avec notre responsable de la protection de la vie privée par courriel à ",
          mail(site.mailboxes.privacy),
          ", par téléphone au ",
          phone,
          `, par la poste à ${site.legalName}, à l'attention du responsable de la protection de la vie privée, ${formatAddress()}, ou au moyen de notre `,
          contactLink,
          ".",
        ),
      ],
    },
  ],
} satisfies Localized<typeof en.privacyPolicy>;

export const termsOfService: LegalDocument = {
  path: "/terms-of-service",
  title: "Conditions d'utilisation",
  description: `Les conditions d'utilisation du site Web et des services de ${site.name}\u00a0: comptes, propriété intellectuelle, responsabilité et droit ontarien.`,
  lastUpdated: may12,
  numbered: true,
  intro: [
    [
      `Veuillez lire attentivement les présentes conditions d'utilisation (les «\u00a0Conditions\u00a0») avant d'utiliser ${sitePages} (le «\u00a0Service\u00a0»), exploité par ${site.legalName} («\u00a0nous\u00a0»).`,
    ],
    [
      "Votre accès au Service et son utilisation sont subordonnés à votre acceptation et à votre respect des présentes Conditions, qui s'appliquent à tous les visiteurs, utilisateurs et autres personnes qui accèdent au Service ou l'utilisent. En accédant au Service ou en l'utilisant, vous acceptez d'être lié par les présentes Conditions; si vous êtes en désaccord avec l'une ou l'autre de leurs dispositions, vous ne pouvez pas accéder au Service. Les services gérés, les services DevOps, l'hébergement et les autres mandats payants sont également régis par l'entente écrite propre à chaque mandat, qui prévaut en cas de divergence avec les présentes Conditions.",
    ],
  ],
  sections: [
    {
      id: "accounts",
      title: "Comptes",
      blocks: [
        p(
          "Lorsque vous créez un compte chez nous, vous devez fournir des renseignements exacts, complets et à jour. À défaut, vous contrevenez aux présentes Conditions, ce qui peut entraîner la résiliation immédiate de votre compte.",
        ),
        p(
          "Vous êtes responsable de la protection du mot de passe que vous utilisez pour accéder au Service et de toute activité ou action effectuée au moyen de ce mot de passe. Vous vous engagez à ne communiquer votre mot de passe à aucun tiers et à nous aviser sans délai dès que vous avez connaissance d'une atteinte à la sécurité ou d'une utilisation non autorisée de votre compte.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Propriété intellectuelle",
      blocks: [
        p(
          `Le Service et son contenu original, ses caractéristiques et ses fonctionnalités sont et demeureront la propriété exclusive de ${site.legalName} et de ses concédants de licence. Nos marques de commerce et notre habillage commercial ne peuvent être utilisés en lien avec un produit ou un service sans notre consentement écrit préalable.`,
        ),
        p(
          "Le contenu et les données que vous nous fournissez demeurent les vôtres. Vous nous accordez une licence limitée pour les utiliser uniquement dans la mesure nécessaire pour vous fournir le Service.",
        ),
      ],
    },
    {
      id: "links-to-other-web-sites",
      title: "Liens vers d'autres sites Web",
      blocks: [
        p(
          `Notre Service peut contenir des liens vers des sites Web ou des services de tiers qui n'appartiennent pas à ${site.name} ou qui ne sont pas contrôlés par elle. Nous n'exerçons aucun contrôle sur le contenu, les politiques de confidentialité ou les pratiques de ces sites Web ou services de tiers, et n'assumons aucune responsabilité à leur égard.`,
        ),
        p(
          "Vous reconnaissez et acceptez que nous ne sommes pas responsables, directement ou indirectement, de tout dommage ou de toute perte causés ou prétendument causés par l'utilisation de ce contenu, de ces biens ou de ces services, ou par le fait de s'y fier, ou en lien avec ceux-ci. Nous vous recommandons vivement de lire les conditions et les politiques de confidentialité des sites Web ou des services de tiers que vous visitez.",
        ),
      ],
    },
    {
      id: "termination",
      title: "Résiliation",
      blocks: [
        p(
          "Nous pouvons résilier ou suspendre l'accès à notre Service immédiatement, sans préavis ni responsabilité, pour quelque raison que ce soit, notamment si vous contrevenez aux présentes Conditions.",
        ),
        p(
          "Toutes les dispositions des présentes Conditions qui, de par leur nature, devraient survivre à la résiliation y survivront, notamment les dispositions relatives à la propriété, les exclusions de garantie, l'indemnisation et les limitations de responsabilité. Vous pouvez fermer votre compte en tout temps en communiquant avec nous.",
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation de responsabilité",
      blocks: [
        p(
          `Dans toute la mesure permise par la loi, ${site.legalName}, ses administrateurs, employés, partenaires, mandataires, fournisseurs et sociétés affiliées ne pourront en aucun cas être tenus responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, y compris, sans s'y limiter, la perte de profits, de données, d'usage ou d'achalandage, découlant (i) de votre accès au Service ou de son utilisation, ou de l'impossibilité d'y accéder ou de l'utiliser; (ii) de la conduite ou du contenu d'un tiers sur le Service; (iii) de tout contenu obtenu au moyen du Service; ou (iv) de l'accès non autorisé à vos transmissions ou à votre contenu, ou de leur utilisation ou altération non autorisée, que ce soit en vertu d'une garantie, d'un contrat, de la responsabilité extracontractuelle (y compris la négligence) ou de toute autre théorie juridique, et que nous ayons été informés ou non de la possibilité de tels dommages.`,
        ),
        p(
          "Notre responsabilité totale à l'égard de toute réclamation découlant de l'utilisation du site Web ne pourra excéder cent dollars canadiens (100\u00a0$\u00a0CA). Aucune disposition des présentes Conditions ne limite une responsabilité qui ne peut être limitée en vertu de la loi applicable.",
        ),
      ],
    },
    {
      id: "disclaimer",
      title: "Exclusion de garantie",
      blocks: [
        p(
          "Vous utilisez le Service à vos seuls risques. Le Service est fourni «\u00a0tel quel\u00a0» et «\u00a0selon sa disponibilité\u00a0», sans garantie d'aucune sorte, expresse ou implicite, y compris les garanties implicites de qualité marchande, d'adaptation à un usage particulier, d'absence de contrefaçon ou découlant du cours des affaires.",
        ),
        p(
          "Les renseignements publiés sur ce site Web, y compris la documentation, les articles du blogue, les prix et l'information sur l'état des services, sont fournis à titre indicatif et peuvent changer sans préavis. Ils ne constituent pas un avis professionnel adapté à votre situation particulière.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Droit applicable",
      blocks: [
        p(
          `Les présentes Conditions sont régies par les lois en vigueur en ${site.address.region} et par les lois fédérales du ${site.address.country} qui s'y appliquent, et interprétées conformément à celles-ci, sans égard aux règles de conflit de lois. Vous acceptez la compétence exclusive des tribunaux de ${site.address.region} (${site.address.country}) pour tout litige découlant des présentes Conditions.`,
        ),
        p(
          "Le fait que nous n'exercions pas un droit ou n'appliquions pas une disposition des présentes Conditions ne constitue pas une renonciation à ce droit ou à cette disposition. Si un tribunal juge une disposition des présentes Conditions invalide ou inapplicable, les autres dispositions demeurent en vigueur. Les présentes Conditions constituent l'intégralité de l'entente entre nous concernant notre Service.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Modifications",
      blocks: [
        p(
          "Nous nous réservons le droit, à notre seule discrétion, de modifier ou de remplacer les présentes Conditions en tout temps. Si une révision est importante, nous donnerons un préavis d'au moins 30 jours avant l'entrée en vigueur des nouvelles conditions. Ce qui constitue une modification importante est déterminé à notre seule discrétion.",
        ),
        p(
          "En continuant d'accéder à notre Service ou de l'utiliser après l'entrée en vigueur de ces révisions, vous acceptez d'être lié par les conditions révisées. Si vous n'acceptez pas les nouvelles conditions, veuillez cesser d'utiliser le Service.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Nous joindre",
      blocks: [
        p(
          "Pour toute question sur les présentes Conditions, écrivez-nous à ",
          mail(site.mailboxes.legal),
          ", appelez-nous au ",
          phone,
          `, écrivez à ${site.legalName}, ${formatAddress()}, ou utilisez notre `,
          contactLink,
          ".",
        ),
      ],
    },
  ],
} satisfies Localized<typeof en.termsOfService>;

export const cookiePolicy: LegalDocument = {
  path: "/cookie-policy",
  title: "Politique relative aux témoins",
  description: `Témoins et stockage du navigateur utilisés par ${site.name}, témoins de session ou persistants, gestion de vos préférences et de votre consentement.`,
  lastUpdated: may12,
  numbered: false,
  intro: [
    [
      `La présente politique explique comment ${site.legalName} utilise les témoins (cookies) et des technologies semblables, comme le stockage local de votre navigateur, sur ${sitePages}, ainsi que les choix qui s'offrent à vous. Lisez-la avec notre `,
      { text: "Politique de confidentialité", href: "/privacy-policy" },
      ".",
    ],
  ],
  sections: [
    {
      id: "what-are-cookies",
      title: "Que sont les témoins?",
      blocks: [
        p(
          "Les témoins sont de petits fichiers texte qu'un site Web enregistre dans votre navigateur. Le stockage local est une fonction semblable du navigateur qui conserve de petites quantités de données sur votre appareil. Tous deux permettent à un site de mémoriser vos choix d'une page et d'une visite à l'autre. Dans la présente politique, le terme «\u00a0témoins\u00a0» désigne les deux.",
        ),
      ],
    },
    {
      id: "types-of-cookies",
      title: "Types de témoins que nous utilisons",
      blocks: [
        h3("Témoins essentiels"),
        p(
          "Ces témoins sont nécessaires au fonctionnement du site Web et ne peuvent pas être désactivés. Ils mémorisent votre choix de consentement aux témoins, le contenu de votre panier et, pour l'espace d'administration de démonstration, le fait que vous êtes connecté. Sans eux, ces fonctions seraient inutilisables.",
        ),
        h3("Témoins analytiques"),
        p(
          "Ces témoins nous aideraient à comprendre comment les visiteurs utilisent le site, par exemple quelles pages sont les plus lues, au moyen de statistiques agrégées. Nous ne les activons que si vous acceptez les témoins dans la bannière de consentement. Le site ne charge actuellement aucun service d'analyse; si nous en ajoutons un, il respectera le choix que vous avez déjà fait.",
        ),
        h3("Témoins de fonctionnalité"),
        p(
          "Ces témoins mémorisent des choix qui améliorent votre expérience, comme votre thème clair ou sombre, les commentaires que vous publiez sur les articles du blogue et les candidatures que vous soumettez. Ils restent dans votre navigateur et ne nous sont pas transmis.",
        ),
        h3("Témoins de ciblage"),
        p(
          "Les témoins de ciblage ou publicitaires suivent la navigation d'un site Web à l'autre afin d'afficher de la publicité pertinente. Nous ne les utilisons pas et ne permettons pas aux réseaux publicitaires d'en déposer par l'intermédiaire de notre site.",
        ),
      ],
    },
    {
      id: "session-and-persistent-cookies",
      title: "Témoins de session et témoins persistants",
      blocks: [
        p(
          "Les témoins de session sont supprimés lorsque vous fermez votre navigateur. Les témoins persistants demeurent jusqu'à leur expiration ou jusqu'à ce que vous les supprimiez, ce qui permet au site de vous reconnaître lors de votre prochaine visite.",
        ),
        p(
          "Les éléments que ce site conserve dans le stockage local sont persistants\u00a0: ils demeurent jusqu'à ce que vous les effaciez, de sorte que votre thème, votre choix de consentement et votre panier sont toujours là à votre retour.",
        ),
      ],
    },
    {
      id: "managing-your-preferences",
      title: "Gestion de vos préférences",
      blocks: [
        p(
          "Lors de votre première visite, une bannière de consentement vous permet d'accepter ou de refuser les témoins non essentiels. Votre choix est enregistré dans votre navigateur; pour le modifier, effacez les données de ce site et la bannière vous posera de nouveau la question à votre prochaine visite.",
        ),
        p(
          "Vous pouvez aussi utiliser les paramètres de votre navigateur pour bloquer ou supprimer les témoins et les données des sites. La plupart des navigateurs offrent cette option dans leurs paramètres de confidentialité ou de sécurité. Le blocage du stockage essentiel peut nuire au fonctionnement du panier, du thème et d'autres fonctions.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Nous joindre",
      blocks: [
        p(
          "Pour toute question sur les témoins ou sur votre vie privée, écrivez à ",
          mail(site.mailboxes.privacy),
          ". Pour toute autre question, écrivez à ",
          mail(site.mailboxes.general),
          " ou utilisez notre ",
          contactLink,
          ".",
        ),
      ],
    },
  ],
} satisfies Localized<typeof en.cookiePolicy>;

export const acceptableUsePolicy: LegalDocument = {
  path: "/acceptable-use",
  title: "Politique d'utilisation acceptable",
  description: `Règles d'utilisation des réseaux, de l'hébergement et des services de ${site.name}\u00a0: usages interdits, ressources, sanctions et signalement.`,
  lastUpdated: may12,
  numbered: false,
  intro: [
    [
      `La présente politique d'utilisation acceptable s'applique à toute personne qui utilise les réseaux, l'hébergement infonuagique, les services gérés, les API et les sites Web de ${site.legalName} (les «\u00a0Services\u00a0»), y compris nos clients et leurs utilisateurs. Elle fait partie de nos `,
      { text: "Conditions d'utilisation", href: "/terms-of-service" },
      " et de votre entente de service. En utilisant les Services, vous l'acceptez.",
    ],
  ],
  sections: [
    {
      id: "prohibited-uses",
      title: "Usages interdits",
      blocks: [
        p(
          "Vous ne pouvez pas utiliser les Services, ni permettre à quiconque de les utiliser, à l'une ou l'autre des fins suivantes\u00a0:",
        ),
        ul(
          "Activités illégales\u00a0: toute activité qui enfreint une loi ou un règlement applicable à vous ou à nous, notamment la fraude, le blanchiment d'argent et la vente de biens illégaux.",
          "Contenu préjudiciable\u00a0: tout contenu qui exploite des mineurs ou leur porte préjudice, fait la promotion de la violence ou du terrorisme, harcèle ou menace autrui, ou est diffamatoire ou obscène.",
          "Atteinte à la propriété intellectuelle\u00a0: le stockage, la distribution ou la mise à disposition de contenu qui porte atteinte à un droit d'auteur, à une marque de commerce, à un brevet, à un secret commercial ou à tout autre droit de propriété intellectuelle.",
          "Logiciels malveillants\u00a0: la création, l'hébergement ou la distribution de virus, de rançongiciels, de logiciels espions, de chevaux de Troie ou de tout autre code malveillant.",
          "Pourriel\u00a0: l'envoi de messages en masse non sollicités ou de messages contraires à la Loi canadienne anti-pourriel (LCAP), ainsi que l'exploitation de relais de messagerie ouverts.",
          "Abus de réseau\u00a0: les attaques par déni de service, l'inondation, le balayage de ports ou toute activité qui perturbe nos réseaux ou ceux d'autrui.",
          "Atteintes à la sécurité\u00a0: l'accès à des systèmes, à des comptes ou à des données sans autorisation, le contournement des mécanismes d'authentification ou des contrôles de sécurité, ou la recherche de vulnérabilités sans notre autorisation écrite.",
          "Fausses déclarations\u00a0: l'usurpation de l'identité d'une personne ou d'une organisation, la falsification d'en-têtes de messages ou la communication de faux renseignements pour obtenir ou utiliser les Services.",
        ),
      ],
    },
    {
      id: "resource-usage",
      title: "Utilisation des ressources",
      blocks: [
        p(
          "Les ressources partagées, comme la bande passante, le stockage, le temps de traitement et les requêtes API, doivent être utilisées de façon équitable. Vous ne pouvez pas utiliser les Services d'une manière qui en dégrade la qualité pour d'autres clients. Les clients de l'API doivent respecter les limites de débit documentées, et les forfaits d'hébergement, leur capacité annoncée.",
        ),
        p(
          "Si votre utilisation dépasse votre forfait ou nuit à d'autres clients, nous communiquerons avec vous pour convenir d'une solution, comme le passage à un forfait adapté. En cas d'urgence, nous pouvons d'abord limiter ou suspendre la ressource, puis communiquer avec vous immédiatement après.",
        ),
      ],
    },
    {
      id: "enforcement",
      title: "Mesures d'application",
      blocks: [
        p(
          "Si nous croyons que la présente politique a été enfreinte, nous pouvons prendre une ou plusieurs des mesures suivantes, selon la gravité de l'infraction\u00a0:",
        ),
        ul(
          "un avertissement au titulaire du compte;",
          "la suspension ou la résiliation du service ou du compte visé;",
          "le retrait du contenu en cause;",
          "un signalement aux forces de l'ordre ou à l'autorité compétente;",
          "des poursuites judiciaires pour recouvrer nos frais et obtenir des dommages-intérêts.",
        ),
        p(
          "Nous ne sommes pas tenus de surveiller votre utilisation des Services, mais nous pouvons enquêter sur les infractions présumées et collaborer avec les autorités.",
        ),
      ],
    },
    {
      id: "reporting-violations",
      title: "Signalement des infractions",
      blocks: [
        p(
          "Pour signaler une utilisation abusive de nos Services, comme du pourriel, un logiciel malveillant ou une attaque provenant de notre réseau, écrivez à ",
          mail(site.mailboxes.abuse),
          " en donnant le plus de détails possible\u00a0: heures, adresses IP, en-têtes de messages ou URL. Pour signaler une vulnérabilité de sécurité, écrivez à la même adresse et nous coordonnerons la divulgation avec vous. Pour toute autre question, utilisez notre ",
          contactLink,
          ".",
        ),
      ],
    },
    {
      id: "changes",
      title: "Modifications de la présente politique",
      blocks: [
        p(
          "Nous pouvons modifier la présente politique en tout temps et sans préavis en publiant une nouvelle version sur cette page. Les modifications s'appliquent à compter de la date indiquée ci-dessus; veuillez donc consulter cette page de temps à autre.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Nous joindre",
      blocks: [
        p(
          "Pour toute question sur la présente politique, écrivez à ",
          mail(site.mailboxes.legal),
          "; pour signaler un abus, écrivez à ",
          mail(site.mailboxes.abuse),
          ". Vous pouvez aussi nous joindre au moyen de notre ",
          contactLink,
          " ou par téléphone au ",
          phone,
          ".",
        ),
      ],
    },
  ],
} satisfies Localized<typeof en.acceptableUsePolicy>;

export const legalDocuments = [
  privacyPolicy,
  termsOfService,
  cookiePolicy,
  acceptableUsePolicy,
] satisfies Localized<typeof en.legalDocuments>;
