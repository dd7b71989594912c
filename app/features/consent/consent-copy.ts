import type { SiteLocale } from "~/lib/locales";

/**
 * What the banner and the preferences dialog say, in the three published languages. The banner's
 * label, policy link and Accept/Decline stay in the shell's copy (app/content/nav.ts); this module
 * never rides in a first visit's JavaScript: the banner's text is rendered into the prerendered
 * HTML only (banner-markup.ts), and the dialog loads it with its own code on first use.
 */
export type ConsentCopy = {
  /** What is asked, truthfully: necessary storage, then the two optional categories. */
  text: string;
  preferences: string;
  /** Shown instead of the question when the browser sent Global Privacy Control. */
  gpcNote: string;
  ok: string;
  dialog: {
    title: string;
    intro: string;
    necessary: string;
    necessaryText: string;
    alwaysOn: string;
    preferences: string;
    preferencesText: string;
    thirdParty: string;
    thirdPartyText: string;
    /** In the dialog while the browser sends Global Privacy Control. */
    gpc: string;
    save: string;
    cancel: string;
    policy: string;
  };
};

export const consentCopy: Record<SiteLocale, ConsentCopy> = {
  en: {
    text: "This site keeps only what it needs in your browser, such as this choice and your cart. May it also remember your theme and language, and load the contact page's map from OpenStreetMap? No analytics, no advertising.",
    preferences: "Preferences",
    gpcNote:
      "Your browser sends Global Privacy Control, so nothing optional is stored or loaded: no remembered theme or language, no OpenStreetMap map.",
    ok: "OK",
    dialog: {
      title: "Cookie settings",
      intro:
        "Choose what this site may keep in your browser or load from another site. You can change your mind at any time with “Cookie settings” at the foot of every page; turning a category off deletes what it stored.",
      necessary: "Necessary",
      necessaryText:
        "Keeps the site working and what you asked it to keep: this choice, your cart, the comments you post, applications sent from this browser and the admin sign-in.",
      alwaysOn: "Always on",
      preferences: "Preferences",
      preferencesText:
        "Remembers your theme, your language and that you dismissed the language suggestion. Off: the site uses its defaults on each visit.",
      thirdParty: "Third-party content",
      thirdPartyText:
        "Loads the map on the contact page from openstreetmap.org, which receives your IP address and may set its own cookies. Off: the page shows the address and a link instead.",
      gpc: "Your browser sends Global Privacy Control: both options started off. You can still turn them on here.",
      save: "Save choices",
      cancel: "Cancel",
      policy: "What each item is and how long it stays: Cookie Policy",
    },
  },
  fr: {
    text: "Ce site ne garde dans votre navigateur que ce dont il a besoin, comme ce choix et votre panier. Peut-il aussi mémoriser votre thème et votre langue, et charger la carte OpenStreetMap de la page de contact? Aucune mesure d’audience, aucune publicité.",
    preferences: "Préférences",
    gpcNote:
      "Votre navigateur envoie le signal Global Privacy Control\u00a0: rien de facultatif n’est gardé ni chargé, ni thème ni langue mémorisés, ni carte OpenStreetMap.",
    ok: "OK",
    dialog: {
      title: "Paramètres des témoins",
      intro:
        "Choisissez ce que ce site peut garder dans votre navigateur ou charger d’un autre site. Vous pouvez changer d’avis en tout temps avec «\u00a0Paramètres des témoins\u00a0» au bas de chaque page; désactiver une catégorie efface ce qu’elle a gardé.",
      necessary: "Nécessaires",
      necessaryText:
        "Font fonctionner le site et gardent ce que vous lui avez demandé de garder\u00a0: ce choix, votre panier, les commentaires que vous publiez, les candidatures envoyées de ce navigateur et la connexion de l’administrateur.",
      alwaysOn: "Toujours actifs",
      preferences: "Préférences",
      preferencesText:
        "Mémorisent votre thème, votre langue et le fait que vous avez écarté la suggestion de langue. Désactivées\u00a0: le site reprend ses réglages par défaut à chaque visite.",
      thirdParty: "Contenu de tiers",
      thirdPartyText:
        "Charge la carte de la page de contact depuis openstreetmap.org, qui reçoit votre adresse IP et peut placer ses propres témoins. Désactivé\u00a0: la page affiche l’adresse et un lien à la place.",
      gpc: "Votre navigateur envoie le signal Global Privacy Control\u00a0: les deux options étaient désactivées au départ. Vous pouvez tout de même les activer ici.",
      save: "Enregistrer mes choix",
      cancel: "Annuler",
      policy: "Le détail de chaque élément et sa durée\u00a0: Politique relative aux témoins",
    },
  },
  ar: {
    text: "لا يحفظ هذا الموقع في متصفحك إلا ما يحتاجه، مثل هذا الاختيار وسلة التسوق. هل تسمح له أيضًا بتذكّر المظهر واللغة، وبتحميل خريطة صفحة الاتصال من OpenStreetMap؟ لا تحليلات ولا إعلانات.",
    preferences: "التفضيلات",
    gpcNote:
      "يرسل متصفحك إشارة Global Privacy Control، لذلك لا يُحفظ ولا يُحمَّل أي شيء اختياري: لا تذكّر للمظهر أو اللغة، ولا خريطة OpenStreetMap.",
    ok: "حسنًا",
    dialog: {
      title: "إعدادات ملفات تعريف الارتباط",
      intro:
        "اختر ما يجوز لهذا الموقع حفظه في متصفحك أو تحميله من موقع آخر. يمكنك تغيير رأيك في أي وقت من «إعدادات ملفات تعريف الارتباط» أسفل كل صفحة، وإيقاف أي فئة يحذف ما حفظته.",
      necessary: "الضرورية",
      necessaryText:
        "تُبقي الموقع يعمل وتحفظ ما طلبت منه حفظه: هذا الاختيار، وسلة التسوق، والتعليقات التي تنشرها، وطلبات التوظيف المرسلة من هذا المتصفح، وتسجيل دخول المسؤول.",
      alwaysOn: "مفعّلة دائمًا",
      preferences: "التفضيلات",
      preferencesText:
        "تتذكّر المظهر واللغة وأنك أغلقت اقتراح اللغة. عند إيقافها: يستخدم الموقع إعداداته الافتراضية في كل زيارة.",
      thirdParty: "محتوى من جهات خارجية",
      thirdPartyText:
        "تحمّل خريطة صفحة الاتصال من openstreetmap.org، الذي يتلقى عنوان IP الخاص بك وقد يضع ملفات تعريف ارتباط خاصة به. عند إيقافها: تعرض الصفحة العنوان ورابطًا بدلًا منها.",
      gpc: "يرسل متصفحك إشارة Global Privacy Control: بدأ الخياران موقوفين، ويمكنك مع ذلك تفعيلهما هنا.",
      save: "حفظ اختياراتي",
      cancel: "إلغاء",
      policy: "تفاصيل كل عنصر ومدة بقائه: سياسة ملفات تعريف الارتباط",
    },
  },
};
