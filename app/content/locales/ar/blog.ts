// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type * as en from "../../blog";
import { brand } from "../../site";
import type { Localized } from "../localized";

export const blogListCopy = {
  meta: {
    title: "المدونة",
    description: `مقالات عملية عن الذكاء الاصطناعي والأمن السيبراني وتحليل البيانات وDevOps والتحول الرقمي، يكتبها فريق ${brand.name}.`,
  },
  breadcrumb: "المدونة",
  homeLabel: "الرئيسية",
  hero: {
    eyebrow: "المدونة",
    title: `رؤى من ${brand.shortName}`,
    intro:
      "ملاحظات ميدانية من مهندسينا ومستشارينا عن الذكاء الاصطناعي والأمن والبيانات وDevOps وتحديث أساليب العمل في الشركات النامية.",
    rss: "اشترك عبر RSS",
  },
  explorer: {
    formLabel: "تصفية المقالات",
    searchLabel: "البحث في المقالات",
    searchPlaceholder: "العنوان أو الملخص أو الوسم",
    categoryLabel: "الفئة",
    allCategories: "كل الفئات",
    sortLabel: "الترتيب حسب",
    sortLabels: {
      date_desc: "الأحدث أولًا",
      date_asc: "الأقدم أولًا",
      title_asc: "أ إلى ي",
      title_desc: "ي إلى أ",
    },
    allHeading: "كل المقالات",
    categoryHeading: "مقالات في {category}",
    count: {
      zero: "لا توجد مقالات",
      one: "مقال واحد",
      two: "مقالان",
      few: "# مقالات",
      many: "# مقالًا",
      other: "# مقال",
    },
    clearFilters: "مسح عوامل التصفية",
    empty: "لم نعثر على مقالات تطابق معاييرك. جرّب تعديل البحث أو عوامل التصفية.",
    tagsLabel: "الوسوم",
    byAuthor: "بقلم",
  },
} satisfies Localized<typeof en.blogListCopy>;

export const postPageCopy = {
  homeLabel: "الرئيسية",
  breadcrumb: "المدونة",
  backToBlog: "العودة إلى المدونة",
  asideLabel: "المزيد من المدونة",
  byline: {
    by: "بقلم",
    published: "نُشر في ",
    views: {
      zero: "لا مشاهدات",
      one: "مشاهدة واحدة",
      two: "مشاهدتان",
      few: "# مشاهدات",
      many: "# مشاهدة",
      other: "# مشاهدة",
    },
    minutes: {
      one: "دقيقة قراءة واحدة",
      two: "دقيقتان للقراءة",
      few: "# دقائق للقراءة",
      many: "# دقيقة للقراءة",
      other: "# دقيقة للقراءة",
    },
  },
  tagsHeading: "الوسوم",
  likes: {
    heading: "الإعجابات",
    button: "أعجبني",
    count: {
      zero: "لم يُعجب هذا المقال أحدًا بعد",
      one: "شخص واحد أُعجب بهذا المقال",
      two: "شخصان أُعجبا بهذا المقال",
      few: "# أشخاص أُعجبوا بهذا المقال",
      many: "# شخصًا أُعجبوا بهذا المقال",
      other: "# شخص أُعجبوا بهذا المقال",
    },
  },
  share: {
    heading: "شارك هذا المقال",
    shareOn: "شارك على ",
    newTab: " (يُفتح في علامة تبويب جديدة)",
    copy: "نسخ الرابط",
    copied: { title: "تم نسخ الرابط!", description: "نُسخ رابط المقال إلى الحافظة." },
    failed: { title: "تعذّر النسخ", description: "تعذّر نسخ الرابط إلى الحافظة." },
  },
  related: { related: "مقالات ذات صلة", more: "مقالات أخرى" },
  comments: {
    heading: "التعليقات ({count})",
    label: "اترك تعليقًا",
    postingAs: "تنشر باسم",
    storedNote: "تُحفظ التعليقات في هذا المتصفح فقط.",
    placeholder: "اكتب تعليقك هنا...",
    counter: "{count} / {max} حرف",
    submit: "نشر التعليق",
    posted: "نُشر التعليق!",
    notPosted: {
      title: "لم يُنشر التعليق",
      description:
        "لم يسمح متصفحك بحفظ التعليق. ما زال نصك في المربع؛ تحقق من أن تخزين الموقع مسموح ثم حاول مجددًا.",
    },
    guestAuthor: "زائر",
    seeds: [
      {
        text: "نقطة مهمة عن تسجيل خط أساس قبل تغيير أي شيء. من تجربتنا، هذه هي الخطوة التي يتجاوزها الجميع، ثم لا يستطيع أحد أن يثبت أن المشروع نجح فعلًا.",
      },
      {
        text: "مقال عملي. نحن شركة من 30 شخصًا في أوريليا، وقد منحنا قسم الخطوات المتتابعة نقطة انطلاق واقعية. سأشاركه مع مديرة العمليات لدينا هذا الأسبوع.",
      },
    ],
  },
  admin: {
    heading: "إجراءات المسؤول",
    edit: "تعديل المقال",
    editUnavailable: {
      title: "التعديل غير متاح في هذا العرض التوضيحي",
      description: "المقالات جزء من ملفات محتوى الموقع وتتغير مع الإصدار التالي، لا من هذه الصفحة.",
    },
    delete: "حذف المقال",
    confirmTitle: "هل أنت متأكد تمامًا؟",
    confirmDescription: "لا يمكن التراجع عن هذا الإجراء. سيُحذف هذا المقال نهائيًا.",
    confirmLabel: "نعم، احذف المقال",
    cancel: "إلغاء",
    deleted: "حُذف المقال (محاكاة)",
  },
  redirect: {
    redirectingTo: "جارٍ التحويل إلى {title}",
    notFound: "المقال غير موجود",
    loading: "جارٍ تحميل المقال...",
    description: "لا يوجد مقال بهذا العنوان؛ يجري نقلك إلى الصفحة المناسبة في المدونة.",
    toBlog: "الذهاب إلى المدونة",
    toArticle: "متابعة إلى المقال",
  },
} satisfies Localized<typeof en.postPageCopy>;
