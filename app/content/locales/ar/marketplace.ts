// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../marketplace";
import type { Localized } from "../localized";
import { brand } from "../../site";

export const marketplacePage = {
  meta: {
    title: "متجر البرمجيات",
    description: `قارن منتجات ${brand.shortName} الثمانية من برمجيات الأعمال حسب الفئة والسعر والتقييم: الأتمتة والأمن والتحليلات والتعاون وإدارة علاقات العملاء وغيرها.`,
  },
  breadcrumbHome: "الرئيسية",
  breadcrumb: "المتجر",
  hero: {
    eyebrow: "المتجر",
    title: "متجر البرمجيات",
    intro:
      "برمجيات أعمال ننشرها ونؤمّنها وندعمها بأنفسنا، بخطط شهرية بسيطة. صفِّ المنتجات حسب الفئة أو السعر، وقارن التقييمات، وأضف ما يناسبك إلى سلتك للحصول على عرض سعر.",
  },
} satisfies Localized<typeof en.marketplacePage>;

export const marketplaceCopy = {
  filtersHeading: "عوامل التصفية",
  productsHeading: "المنتجات",
  resultCount: {
    zero: "لم يُعثر على أي منتج",
    one: "تم العثور على منتج واحد",
    two: "تم العثور على منتجين",
    few: "تم العثور على {count} منتجات",
    many: "تم العثور على {count} منتجًا",
    other: "تم العثور على {count} منتج",
  },
  filtersButton: "عوامل التصفية",
  activeSuffix: " مفعّلة",
  layoutLabel: "طريقة العرض",
  gridView: "شبكة",
  listView: "قائمة",
  viewSuffix: " (طريقة العرض)",
  emptyTitle: "لم يُعثر على منتجات",
  emptyText: "جرّب تعديل البحث أو معايير التصفية.",
  clearAll: "مسح جميع عوامل التصفية",
  clearedToast: {
    title: "تم مسح عوامل التصفية",
    description: "أُعيد ضبط جميع عوامل تصفية المتجر.",
  },
  sheet: {
    title: "عوامل التصفية",
    description: "ضيّق نطاق المتجر بالبحث والفئة والسعر وترتيب الفرز.",
    show: {
      zero: "لا توجد منتجات لعرضها",
      one: "عرض منتج واحد",
      two: "عرض منتجين",
      few: "عرض {count} منتجات",
      many: "عرض {count} منتجًا",
      other: "عرض {count} منتج",
    },
  },
  filters: {
    formLabel: "تصفية المنتجات",
    search: "البحث",
    searchPlaceholder: "الاسم أو الوصف أو الوسم",
    searchCount: "{count} من {max} حرف",
    category: "الفئة",
    allCategories: "جميع الفئات",
    priceLegend: "نطاق السعر (بالدولار الأمريكي شهريًا)",
    minPrice: "أدنى سعر",
    maxPrice: "أعلى سعر",
    currency: "$",
    minAboveMax: "لا يمكن أن يتجاوز أدنى سعر أعلى سعر.",
    maxBelowMin: "لا يمكن أن يقل أعلى سعر عن أدنى سعر.",
    sortBy: "الترتيب حسب",
    sortLabels: {
      rating_desc: "الأعلى تقييمًا",
      price_asc: "السعر: من الأقل إلى الأعلى",
      price_desc: "السعر: من الأعلى إلى الأقل",
      name_asc: "الاسم: أبجديًا",
    },
  },
  card: {
    tagsLabel: "الوسوم",
    frequency: " شهريًا",
    viewDetails: "عرض التفاصيل",
    viewDetailsFor: " الخاصة بـ {name}",
  },
  rating: "التقييم {rating} من 5",
} satisfies Localized<typeof en.marketplaceCopy>;

export const productPageCopy = {
  breadcrumbLabel: "مسار التنقل",
  backToMarketplace: "العودة إلى المتجر",
  frequency: " شهريًا",
  requestDemo: "اطلب عرضًا توضيحيًا",
  addToCart: "أضف إلى السلة",
  overview: {
    label: "نبذة عن {name}",
    overview: "نظرة عامة",
    keyFeatures: "الميزات الرئيسية",
    atAGlance: "لمحة سريعة",
    category: "الفئة",
    rating: "التقييم",
    price: "السعر",
    pricePerMonth: "{price} شهريًا",
    tags: "الوسوم",
  },
  notFound: {
    title: "المنتج غير موجود",
    description: `هذا المنتج غير متوفر في متجر ${brand.shortName}. تصفّح بدلًا من ذلك القائمة الكاملة لبرمجيات الأعمال.`,
  },
} satisfies Localized<typeof en.productPageCopy>;

export const cartPage = {
  meta: {
    title: "سلة التسوق",
    description: `راجع اشتراكات برمجيات ${brand.shortName} في سلتك، وعدّل الكميات، واطلب عرض سعر من فريق المبيعات.`,
  },
  hero: {
    eyebrow: "المتجر",
    title: "سلة التسوق",
    intro: "عدّل الكميات، وتحقق من إجماليك الشهري، وأرسل القائمة إلى فريق المبيعات للحصول على عرض سعر.",
  },
} satisfies Localized<typeof en.cartPage>;

export const cartCopy = {
  loading: "جارٍ تحميل سلتك…",
  emptyTitle: "سلتك فارغة",
  emptyText: "تصفّح المتجر لإضافة اشتراكات برمجيات لفريقك، ثم عُد إلى هنا لطلب عرض سعر.",
  browse: "تصفّح المتجر",
  itemsHeading: "المنتجات في سلتك",
  summaryHeading: "ملخص الطلب",
  items: "عدد المنتجات",
  monthlyTotal: "الإجمالي الشهري",
  frequency: " شهريًا",
  eachPrice: "{price} شهريًا للوحدة",
  taxNote:
    "الأسعار بالدولار الأمريكي قبل الضرائب. تُؤكَّد شروط الاشتراك السنوي وأسعار الكميات والإعداد في عرض السعر.",
  requestQuote: "اطلب عرض سعر",
  continueBrowsing: "مواصلة تصفّح المتجر",
  remove: "إزالة",
  removeSuffix: " {name} من السلة",
  quantityOf: "كمية {name}",
  decrease: "إنقاص كمية {name}",
  increase: "زيادة كمية {name}",
} satisfies Localized<typeof en.cartCopy>;

export const cartLinkCopy = {
  label: "السلة",
  withItems: {
    zero: "السلة، لا توجد منتجات",
    // The badge shows the digit, so the name carries it too (WCAG 2.5.3, label in name).
    one: "السلة، {count} منتج",
    two: "السلة، {count} منتج",
    few: "السلة، {count} منتجات",
    many: "السلة، {count} منتجًا",
    other: "السلة، {count} منتج",
  },
} satisfies Localized<typeof en.cartLinkCopy>;

export const cartMessages = {
  added: "أُضيف إلى السلة! 🛒",
  addedDescription: "أصبح {name} في سلتك. اطلب عرض سعر من السلة عندما تكون جاهزًا.",
  error: "خطأ",
  addFailed: "تعذّرت إضافة المنتج إلى السلة. يُرجى المحاولة مرة أخرى.",
  updateFailed: "تعذّر تحديث سلتك. يُرجى المحاولة مرة أخرى.",
  limit: "تم بلوغ الحد الأقصى للكمية",
  limitDescription:
    "لديك بالفعل {max} من {name} في سلتك. للكميات الأكبر، اطلب عرض سعر وسيساعدك فريق المبيعات.",
} satisfies Localized<typeof en.cartMessages>;
