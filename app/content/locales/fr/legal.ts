// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../legal";
import type { Inline, LegalBlock, LegalDocument } from "../../legal";
import { site, brand, contactPoints, formatAddress } from "../../site";
import { defaultRetention } from "../../../lib/retention";
import type { Localized } from "../localized";

const p = (...content: Inline[]): LegalBlock => ({ type: "p", content });
const ul = (...items: Array<Inline | Inline[]>): LegalBlock => ({
  type: "ul",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
const h3 = (text: string): LegalBlock => ({ type: "h3", text });
const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` });
const contactLink: Inline = { text: "page de contact", href: "/contact" };
const phone: Inline = { text: contactPoints.phone.display, href: contactPoints.phone.href };
const sitePages = `${site.url.replace(/^https:\/\//, "")}`;

const may12 = { iso: "2025-05-12", display: "12 mai 2025" };

export const legalPageCopy = {
  eyebrow: "Mentions légales",
  lastUpdated: "Dernière mise à jour\u00a0:",
  contentsLabel: "Sections de ce document",
  contentsHeading: "Sommaire",
  homeLabel: "Accueil",
} satisfies Localized<typeof en.legalPageCopy>;

/** La date de la politique de confidentialité : elle change avec la politique seulement. */
const nov26 = { iso: "2026-11-26", display: "26 novembre 2026" };
const retention = defaultRetention;

/** Une durée de conservation en toutes lettres : les années entières en années, sinon en jours. */
export function retentionPeriod(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1\u00a0an" : `${days / 365}\u00a0ans`;
  return days === 1 ? "1\u00a0jour" : `${days}\u00a0jours`;
}

export const privacyOfficer = {
  role: "responsable de la protection des renseignements personnels",
} satisfies Localized<typeof en.privacyOfficer>;

const requestFormLink: Inline = {
  text: "formulaire de demande",
  href: "#make-a-privacy-request",
};
const cookiePolicyLink: Inline = { text: "politique relative aux témoins", href: "/cookie-policy" };
const caiLink: Inline = {
  text: "Commission d'accès à l'information du Québec",
  href: "https://www.cai.gouv.qc.ca",
};
const opcLink: Inline = {
  text: "Commissariat à la protection de la vie privée du Canada",
  href: "https://www.priv.gc.ca",
};

export const privacyPolicy: LegalDocument = {
  path: "/privacy-policy",
  title: "Politique de confidentialité",
  description: `Comment ${brand.name} recueille, utilise, conserve et protège vos renseignements personnels, et comment exercer vos droits selon la LPRPDE et la Loi\u00a025.`,
  lastUpdated: nov26,
  numbered: false,
  intro: [
    [
      `La présente politique explique comment ${brand.legalName} («\u00a0${brand.shortName}\u00a0», «\u00a0nous\u00a0») traite les renseignements personnels lorsque vous visitez ${sitePages}, communiquez avec nous, postulez un emploi ou utilisez nos services\u00a0: ce que nous conservons, pourquoi, combien de temps, où, qui y a accès et comment nous en faire la demande.`,
    ],
  ],
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        p(
          `${brand.name} est une entreprise de services informatiques établie à ${contactPoints.address.city} (${contactPoints.address.region}), ${contactPoints.address.country}, qui sert des clients partout au Canada, y compris au Québec. Nous respectons votre vie privée et traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et, pour les personnes au Québec, à la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi\u00a025.`,
        ),
        p(
          "Nous sommes responsables des renseignements personnels dont nous avons la gestion. Lorsque nous traitons des renseignements personnels pour le compte d'un client, par exemple les données des systèmes que nous gérons pour lui, nous le faisons en vertu du contrat conclu avec ce client, et la politique de confidentialité de celui-ci s'applique également.",
        ),
        h3("Responsable de la protection des renseignements personnels"),
        p(
          `Notre ${privacyOfficer.role} veille au respect de la présente politique et répond aux demandes et aux plaintes en matière de vie privée. Vous pouvez le joindre par courriel à `,
          mail(contactPoints.mailboxes.privacy),
          ", par téléphone au ",
          phone,
          `, ou par la poste à ${brand.legalName}, à l'attention du responsable de la protection des renseignements personnels, ${formatAddress()}.`,
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
          "Messages de contact et demandes de démonstration\u00a0: votre nom, votre adresse courriel, le nom de votre entreprise, votre numéro de téléphone (facultatif), le type de demande et votre message, ainsi que le produit, le forfait ou le service mentionné par le lien qui vous a mené au formulaire, le cas échéant.",
          "Demandes de soutien\u00a0: votre nom, votre adresse courriel, l'objet, le service visé et votre message.",
          "Candidatures\u00a0: votre nom complet, votre adresse courriel, votre numéro de téléphone et votre lettre de présentation (facultatifs), le poste visé et votre curriculum vitæ; puis, si vous passez une entrevue, la date de celle-ci.",
          "Abonnements à l'infolettre\u00a0: votre adresse courriel et la date à laquelle vous l'avez confirmée.",
          "Demandes relatives à la vie privée\u00a0: votre nom, votre adresse courriel, l'objet de votre demande et les précisions que vous ajoutez.",
          "Renseignements de compte et de service de nos clients, comme les noms d'utilisateur, les demandes de soutien et les personnes-ressources pour la facturation.",
          "Renseignements techniques\u00a0: les journaux de sécurité de notre serveur Web consignent les adresses IP, le type de navigateur et les pages demandées. Pour limiter les abus, notre serveur compte aussi, pendant quelques minutes, les envois de formulaires et les tentatives de connexion par adresse IP; cette adresse n'est pas conservée avec ce que vous envoyez.",
        ),
        p(
          "Pour chaque formulaire, nous enregistrons aussi sa date de réception et la langue de la page d'où vous l'avez envoyé, afin de vous répondre dans cette langue.",
        ),
        h3("Renseignements stockés dans votre navigateur"),
        p(
          "Pour fonctionner comme vous vous y attendez, ce site Web conserve quelques éléments dans le stockage local de votre navigateur. Ils restent sur votre appareil et ne nous sont pas transmis\u00a0:",
        ),
        ul(
          "votre préférence de thème (clair ou sombre) et la langue que vous avez choisie;",
          "votre choix de consentement aux témoins;",
          "le contenu de votre panier de la place de marché;",
          "les commentaires que vous publiez sur les articles du blogue;",
          "les candidatures que vous soumettez au moyen de la page Carrières, seulement lorsque le site fonctionne sans son serveur;",
          "un indicateur de votre connexion à l'espace d'administration (personnel seulement).",
        ),
        p(
          "Vous pouvez supprimer ces éléments en tout temps en effaçant les données de ce site dans votre navigateur. Notre ",
          cookiePolicyLink,
          " énumère chacun d'eux et explique comment nous consignons votre choix relatif aux témoins.",
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
          "évaluer les candidatures, communiquer avec les candidats et leur faire connaître notre décision;",
          "gérer les comptes clients, les demandes de soutien et les factures;",
          "envoyer l'infolettre aux adresses dont l'abonnement a été confirmé;",
          "répondre aux demandes relatives à la vie privée et conserver la preuve de notre réponse;",
          "protéger nos systèmes et ceux de nos clients contre la fraude et les attaques;",
          "respecter nos obligations légales, fiscales et réglementaires.",
        ),
        p(
          "Nous n'envoyons de courriels de marketing qu'avec votre consentement, et chaque message comprend un moyen de vous désabonner. Nous ne vendons aucun renseignement personnel et ne l'utilisons ni à des fins publicitaires ni pour établir des profils.",
        ),
      ],
    },
    {
      id: "data-sharing-and-disclosure",
      title: "Communication des renseignements",
      blocks: [
        p(
          `Chez ${brand.shortName}, seuls les membres du personnel qui traitent votre message, votre demande de soutien, votre candidature ou votre demande relative à la vie privée y ont accès, dans notre boîte de réception d'administration, qui exige un mot de passe et les déconnecte après 30\u00a0minutes d'inactivité.`,
        ),
        p("Nous ne communiquons des renseignements personnels à l'extérieur de l'entreprise que dans les cas suivants\u00a0:"),
        ul(
          "à notre fournisseur de messagerie, qui achemine l'avis de chaque nouvel enregistrement à la boîte aux lettres de l'équipe concernée (il contient ce que vous avez envoyé) et la confirmation que nous vous envoyons (elle n'indique que le type d'enregistrement et sa référence, jamais votre message);",
          "à des fournisseurs de services qui hébergent, soutiennent ou sécurisent nos systèmes, en vertu de contrats qui les obligent à protéger ces renseignements et à ne les utiliser que selon nos instructions;",
          "à un acquéreur ou à un successeur si notre entreprise est vendue ou restructurée, sous réserve de la présente politique;",
          "lorsque la loi l'exige, par exemple en réponse à une ordonnance d'un tribunal, ou pour protéger la sécurité d'une personne.",
        ),
        h3("Lieu de conservation"),
        p(
          "Ce que vous envoyez au moyen des formulaires de ce site, curriculum vitæ compris, est conservé dans la base de données de notre service de réception, sur des serveurs situés au Canada. Dans la mesure du possible, nous stockons aussi nos autres renseignements personnels au Canada. Si un fournisseur de services les traite à l'extérieur du Canada, ils peuvent être accessibles aux autorités de ce pays en vertu des lois locales; nous choisissons des fournisseurs qui offrent une protection comparable à celle de la LPRPDE et de la loi québécoise.",
        ),
      ],
    },
    {
      id: "data-security",
      title: "Sécurité des données",
      blocks: [
        p(
          "Nous protégeons les renseignements personnels au moyen de mesures adaptées à leur sensibilité\u00a0: chiffrement en transit et au repos, authentification multifacteur, accès selon le principe du moindre privilège, formation du personnel, journalisation et tests réguliers. Les curriculum vitæ ne sont accessibles qu'au personnel connecté. Notre plateforme de services gérés fait l'objet d'un audit indépendant selon les critères SOC\u00a02.",
        ),
        h3("Durée de conservation"),
        p(
          "Notre serveur supprime de lui-même chaque type d'enregistrement à la fin de sa durée de conservation, avec le curriculum vitæ qui s'y rattache et les courriels en attente qui le concernent\u00a0:",
        ),
        ul(
          `messages de contact\u00a0: ${retentionPeriod(retention.contact)} après leur réception;`,
          `demandes de démonstration\u00a0: ${retentionPeriod(retention.demo)} après leur réception;`,
          `demandes de soutien\u00a0: ${retentionPeriod(retention.ticket)} après leur réception;`,
          `candidatures et curriculum vitæ\u00a0: ${retentionPeriod(retention.application)} après la décision d'embauche, et au plus ${retentionPeriod(retention.undecidedApplicationDays)} après leur réception si aucune décision n'est consignée;`,
          `abonnements à l'infolettre\u00a0: tant que vous restez abonné; un abonnement jamais confirmé est supprimé après ${retentionPeriod(retention.unconfirmedNewsletterDays)};`,
          `demandes relatives à la vie privée\u00a0: ${retentionPeriod(retention.privacy)} après leur réception, comme preuve de notre réponse;`,
          "sessions de connexion du personnel\u00a0: elles prennent fin après 30\u00a0minutes d'inactivité.",
        ),
        p(
          "Si vous nous demandez de ne plus vous écrire, nous conservons une empreinte irréversible de votre adresse, et non l'adresse elle-même, afin de ne plus jamais le faire; elle disparaît lorsque vous nous demandez d'effacer vos données. Les dossiers de compte, de facturation et de soutien tenus en vertu d'une entente de service suivent cette entente et la loi (les documents fiscaux, par exemple). À la fin d'une période, nous supprimons ou anonymisons les renseignements.",
        ),
        p(
          "Si un incident de confidentialité présente un risque réel de préjudice grave (au Québec, un risque de préjudice sérieux), nous vous en aviserons, ainsi que le Commissariat à la protection de la vie privée du Canada et, lorsque la loi québécoise s'applique, la Commission d'accès à l'information du Québec.",
        ),
      ],
    },
    {
      id: "your-data-protection-rights",
      title: "Vos droits en matière de protection des données",
      blocks: [
        p("Vous avez le droit de\u00a0:"),
        ul(
          "savoir si nous détenons des renseignements personnels à votre sujet et en recevoir une copie, y compris, pour les renseignements que vous nous avez fournis, dans un format technologique structuré et couramment utilisé;",
          "nous demander de corriger des renseignements inexacts ou incomplets;",
          "retirer votre consentement, sous réserve des restrictions légales ou contractuelles, et nous demander de supprimer vos renseignements;",
          [
            "porter plainte auprès de nous et, si notre réponse ne vous satisfait pas, auprès de la ",
            caiLink,
            " ou du ",
            opcLink,
            ".",
          ],
        ),
        p(
          "Pour présenter une demande, utilisez le ",
          requestFormLink,
          " ci-dessous ou écrivez à ",
          mail(contactPoints.mailboxes.privacy),
          ". Nous vous répondrons dans un délai de 30\u00a0jours et pourrons d'abord vous demander de confirmer votre identité.",
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
          "Pour toute question sur la présente politique ou sur nos pratiques en matière de vie privée, communiquez avec notre responsable de la protection des renseignements personnels par courriel à ",
          mail(contactPoints.mailboxes.privacy),
          ", par téléphone au ",
          phone,
          `, par la poste à ${brand.legalName}, à l'attention du responsable de la protection des renseignements personnels, ${formatAddress()}, ou au moyen de notre `,
          contactLink,
          ".",
        ),
      ],
    },
    {
      id: "make-a-privacy-request",
      title: "Présenter une demande relative à vos renseignements",
      blocks: [
        p(
          "Indiquez-nous qui vous êtes et l'objet de votre demande. Nous vous répondrons par courriel, à l'adresse fournie, dans un délai de 30\u00a0jours, et pourrons d'abord vous demander de confirmer que cette adresse est bien la vôtre. Vous pouvez aussi écrire à ",
          mail(contactPoints.mailboxes.privacy),
          ".",
        ),
      ],
    },
  ],
} satisfies Localized<typeof en.privacyPolicy>;

export const privacyRequestForm = {
  labels: {
    name: "Nom complet",
    emailAddress: "Adresse courriel",
    requestType: "Quelle est votre demande?",
    details: "Précisions (facultatif)",
    characters: "caractères",
  },
  requestTypePlaceholder: "Choisissez une demande",
  requestTypes: {
    access: "Accès\u00a0: une copie de mes renseignements personnels",
    correction: "Rectification de renseignements inexacts ou incomplets",
    deletion: "Suppression de mes renseignements personnels",
    withdrawal: "Retrait de mon consentement",
  },
  detailsHint:
    "Pour une rectification, indiquez ce qui doit changer. Tout ce qui nous aide à retrouver vos dossiers (l'objet d'une demande de soutien, le poste pour lequel vous avez postulé) est le bienvenu.",
  submit: "Envoyer la demande",
  submitting: "Envoi en cours…",
  messages: {
    name: "Entrez votre nom.",
    emailRequired: "Entrez votre adresse courriel.",
    emailFormat: "Entrez une adresse courriel valide, par exemple nom@entreprise.ca.",
    requestType: "Choisissez l'objet de votre demande.",
    tooLong: "Utilisez au plus {max}\u00a0caractères.",
  },
  toasts: {
    incomplete: {
      title: "Formulaire incomplet",
      description: "Veuillez indiquer votre nom, votre adresse courriel et l'objet de votre demande.",
    },
    invalidEmail: {
      title: "Courriel invalide",
      description: "Veuillez entrer une adresse courriel valide.",
    },
    sentTitle: "Demande envoyée",
    sentDescription: "Merci, {name}. Nous vous répondrons par courriel dans un délai de 30\u00a0jours.",
    sentDescriptionNative: "Merci. Nous vous répondrons par courriel dans un délai de 30\u00a0jours.",
  },
  notSent: "Votre demande n'a pas été envoyée",
  offline: {
    before: "Cette copie du site ne peut pas envoyer de formulaires. Pour présenter une demande, écrivez à ",
    after: " en indiquant votre nom, l'objet de votre demande et toute précision utile.",
  },
} satisfies Localized<typeof en.privacyRequestForm>;

export const termsOfService: LegalDocument = {
  path: "/terms-of-service",
  title: "Conditions d'utilisation",
  description: `Les conditions d'utilisation du site Web et des services de ${brand.name}\u00a0: comptes, propriété intellectuelle, responsabilité et droit ontarien.`,
  lastUpdated: may12,
  numbered: true,
  intro: [
    [
      `Veuillez lire attentivement les présentes conditions d'utilisation (les «\u00a0Conditions\u00a0») avant d'utiliser ${sitePages} (le «\u00a0Service\u00a0»), exploité par ${brand.legalName} («\u00a0nous\u00a0»).`,
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
          `Le Service et son contenu original, ses caractéristiques et ses fonctionnalités sont et demeureront la propriété exclusive de ${brand.legalName} et de ses concédants de licence. Nos marques de commerce et notre habillage commercial ne peuvent être utilisés en lien avec un produit ou un service sans notre consentement écrit préalable.`,
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
          `Notre Service peut contenir des liens vers des sites Web ou des services de tiers qui n'appartiennent pas à ${brand.name} ou qui ne sont pas contrôlés par elle. Nous n'exerçons aucun contrôle sur le contenu, les politiques de confidentialité ou les pratiques de ces sites Web ou services de tiers, et n'assumons aucune responsabilité à leur égard.`,
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
          `Dans toute la mesure permise par la loi, ${brand.legalName}, ses administrateurs, employés, partenaires, mandataires, fournisseurs et sociétés affiliées ne pourront en aucun cas être tenus responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, y compris, sans s'y limiter, la perte de profits, de données, d'usage ou d'achalandage, découlant (i) de votre accès au Service ou de son utilisation, ou de l'impossibilité d'y accéder ou de l'utiliser; (ii) de la conduite ou du contenu d'un tiers sur le Service; (iii) de tout contenu obtenu au moyen du Service; ou (iv) de l'accès non autorisé à vos transmissions ou à votre contenu, ou de leur utilisation ou altération non autorisée, que ce soit en vertu d'une garantie, d'un contrat, de la responsabilité extracontractuelle (y compris la négligence) ou de toute autre théorie juridique, et que nous ayons été informés ou non de la possibilité de tels dommages.`,
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
          `Les présentes Conditions sont régies par les lois en vigueur en ${contactPoints.address.region} et par les lois fédérales du ${contactPoints.address.country} qui s'y appliquent, et interprétées conformément à celles-ci, sans égard aux règles de conflit de lois. Vous acceptez la compétence exclusive des tribunaux de ${contactPoints.address.region} (${contactPoints.address.country}) pour tout litige découlant des présentes Conditions.`,
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
          mail(contactPoints.mailboxes.legal),
          ", appelez-nous au ",
          phone,
          `, écrivez à ${brand.legalName}, ${formatAddress()}, ou utilisez notre `,
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
  description: `Témoins et stockage du navigateur utilisés par ${brand.name}, témoins de session ou persistants, gestion de vos préférences et de votre consentement.`,
  lastUpdated: may12,
  numbered: false,
  intro: [
    [
      `La présente politique explique comment ${brand.legalName} utilise les témoins (cookies) et des technologies semblables, comme le stockage local de votre navigateur, sur ${sitePages}, ainsi que les choix qui s'offrent à vous. Lisez-la avec notre `,
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
        h3("Nécessaires"),
        p(
          "Les témoins essentiels et le stockage essentiel font fonctionner le site et gardent ce que vous lui avez demandé de garder\u00a0: votre choix relatif aux témoins, votre panier, les commentaires que vous publiez sur les articles du blogue, les candidatures envoyées de ce navigateur lorsque le site fonctionne sans son serveur et, pour le personnel, la connexion à l'administration. React Router, qui fait fonctionner le site, garde aussi vos positions de défilement pour le bouton Précédent tant que l'onglet est ouvert. Ils sont toujours actifs. Le panier vous appartient\u00a0: il reste jusqu'à ce que vous le vidiez, quels que soient vos choix ci-dessous.",
        ),
        h3("Préférences"),
        p(
          "Les témoins de fonctionnalité, que la bannière appelle préférences, mémorisent vos goûts\u00a0: votre thème clair ou sombre, la langue que vous avez choisie et le fait que vous avez écarté l'offre de lire une page dans une autre langue. Ils sont facultatifs et désactivés tant que vous ne les activez pas. Désactivés, le site fonctionne tout autant avec ses réglages par défaut\u00a0: le thème clair et la langue de l'adresse ouverte.",
        ),
        h3("Contenu de tiers"),
        p(
          "La page de contact peut afficher une carte d'OpenStreetMap (openstreetmap.org). La charger transmet votre adresse IP et des renseignements sur votre navigateur à OpenStreetMap, qui peut placer ses propres témoins dans le cadre de la carte selon sa propre politique de confidentialité. La carte ne se charge que lorsque cette catégorie est activée, ou pour un seul affichage si vous appuyez sur Afficher la carte, et désactiver la catégorie la retire. Nous ne pouvons pas effacer les témoins d'OpenStreetMap pour vous; les paramètres de votre navigateur le peuvent.",
        ),
        h3("Aucune mesure d'audience, aucune publicité"),
        p(
          "Témoins analytiques\u00a0: aucun. Le site ne mesure pas vos visites et ne charge aucun service de statistiques; la bannière ne vous pose donc aucune question à leur sujet.",
        ),
        p(
          "Témoins de ciblage\u00a0: aucun. Nous n'affichons aucune publicité et ne permettons pas aux réseaux publicitaires de déposer des témoins par l'intermédiaire de notre site. Si cela devait changer, la présente politique et la liste ci-dessous changeraient d'abord, et la question vous serait posée de nouveau.",
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
          "Ici, le témoin de connexion à l'administration est un témoin de session, et les positions de défilement de React Router durent jusqu'à la fermeture de l'onglet. Tout ce qui se trouve dans le stockage local est persistant\u00a0: cela demeure jusqu'à ce que vous l'effaciez, vidiez votre panier ou changiez votre choix.",
        ),
      ],
    },
    {
      id: "managing-your-preferences",
      title: "Gestion de vos préférences",
      blocks: [
        p(
          "Lors de votre première visite, une bannière de consentement vous interroge sur les catégories facultatives\u00a0: Accepter les active toutes, Refuser les désactive toutes et Préférences vous permet de choisir chacune. Rien de facultatif n'est gardé ni chargé avant votre réponse.",
        ),
        p(
          "Vous pouvez changer d'avis en tout temps\u00a0: Paramètres des témoins, au bas de chaque page, ouvre les mêmes choix. Désactiver une catégorie efface ce qu'elle a gardé dans votre navigateur (pour les préférences, le thème et la langue choisis) et retire la carte. Lorsque la liste de ce que nous gardons change, la bannière vous pose de nouveau la question.",
        ),
        p(
          "Si votre navigateur envoie le signal Global Privacy Control, les catégories facultatives sont désactivées d'emblée, sans question, et une courte note vous l'indique; vous pouvez tout de même les activer dans Paramètres des témoins.",
        ),
        p(
          "Afin de pouvoir démontrer ce que vous avez choisi, notre serveur consigne chaque décision avec un identifiant aléatoire gardé avec votre choix relatif aux témoins, la version de la liste, les catégories, l'heure, l'endroit où vous l'avez prise (la bannière, les paramètres ou Global Privacy Control) et la langue de la page. Aucune adresse IP ni aucun renseignement sur votre navigateur n'y est consigné.",
        ),
        p(
          "Vous pouvez aussi utiliser les paramètres de votre navigateur pour bloquer ou supprimer les témoins et les données des sites. La plupart des navigateurs offrent cette option dans leurs paramètres de confidentialité ou de sécurité. Le blocage du stockage nécessaire peut nuire au fonctionnement du panier, de votre choix relatif aux témoins et d'autres fonctions.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Nous joindre",
      blocks: [
        p(
          "Pour toute question sur les témoins ou sur votre vie privée, écrivez à ",
          mail(contactPoints.mailboxes.privacy),
          ". Pour toute autre question, écrivez à ",
          mail(contactPoints.mailboxes.general),
          " ou utilisez notre ",
          contactLink,
          ".",
        ),
      ],
    },
    {
      id: "what-we-store",
      title: "Tout ce que nous gardons ou chargeons",
      blocks: [
        p(
          "Le tableau énumère chaque élément. Il provient de la liste même qu'utilise le code du site, de sorte que les deux ne peuvent pas différer\u00a0: le site refuse de garder tout ce que la liste ne nomme pas, et ne garde un élément facultatif que tant que vous avez activé sa catégorie.",
        ),
      ],
    },
  ],
} satisfies Localized<typeof en.cookiePolicy>;

export const cookieTable = {
  caption: "Tout ce que ce site garde dans votre navigateur ou charge d'un autre site",
  columns: {
    name: "Nom",
    purpose: "Utilité",
    category: "Catégorie",
    duration: "Durée",
    party: "Déposé par",
  },
  familyPart: "{article}",
  areas: {
    localStorage: "Stockage local",
    sessionStorage: "Stockage de session",
    cookie: "Témoin",
    frame: "Carte intégrée",
  },
  categories: {
    necessary: "Nécessaires",
    preferences: "Préférences",
    thirdParty: "Contenu de tiers",
  },
  parties: { first: "Ce site", third: "OpenStreetMap" },
  lifetimes: {
    persistent: "Jusqu'à ce que vous l'effaciez, ou que votre choix l'efface",
    tab: "Jusqu'à la fermeture de l'onglet",
    signIn: "Jusqu'à la déconnexion, la fermeture du navigateur ou 30 minutes d'inactivité",
    provider: "Selon OpenStreetMap (voir sa politique de confidentialité)",
  },
  purposes: {
    consent:
      "Votre réponse à la bannière des témoins\u00a0: la version de la liste, votre choix pour chaque catégorie, le moment du choix et un identifiant aléatoire pour notre registre.",
    cart: "Les produits de votre panier, jusqu'à ce que vous le vidiez.",
    comments:
      "Les commentaires que vous publiez sur un article du blogue, gardés seulement dans votre navigateur (un élément par article).",
    jobApplications:
      "Les candidatures envoyées de ce navigateur lorsque le site fonctionne sans son serveur; avec le serveur, rien n'est gardé ici.",
    adminAuth:
      "Le fait que le personnel s'est connecté à l'administration, pour que sa page s'ouvre sans détour; le serveur décide toujours.",
    adminSession:
      "La session de connexion à l'administration, pour le personnel seulement\u00a0: envoyée seulement à l'API du site et illisible par les scripts.",
    scrollPositions:
      "Votre position de défilement sur chaque page, pour que Précédent et Suivant vous ramènent où vous étiez (gardée par React Router).",
    manifestVersion:
      "La version du site chargée par cet onglet, pour qu'une nouvelle version recharge la page une fois au lieu d'échouer (gardée par React Router).",
    theme: "Votre thème clair, sombre ou celui du système.",
    language: "La langue que vous avez choisie dans l'en-tête.",
    languageSuggestion: "Le fait que vous avez écarté l'offre de lire une page dans votre langue.",
    map: "La carte de la page de contact. OpenStreetMap reçoit votre adresse IP et peut placer ses propres témoins dans son cadre.",
  },
} satisfies Localized<typeof en.cookieTable>;

export const acceptableUsePolicy: LegalDocument = {
  path: "/acceptable-use",
  title: "Politique d'utilisation acceptable",
  description: `Règles d'utilisation des réseaux, de l'hébergement et des services de ${brand.name}\u00a0: usages interdits, ressources, sanctions et signalement.`,
  lastUpdated: may12,
  numbered: false,
  intro: [
    [
      `La présente politique d'utilisation acceptable s'applique à toute personne qui utilise les réseaux, l'hébergement infonuagique, les services gérés, les API et les sites Web de ${brand.legalName} (les «\u00a0Services\u00a0»), y compris nos clients et leurs utilisateurs. Elle fait partie de nos `,
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
          mail(contactPoints.mailboxes.abuse),
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
          mail(contactPoints.mailboxes.legal),
          "; pour signaler un abus, écrivez à ",
          mail(contactPoints.mailboxes.abuse),
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
