/**
 * The home hero's illustrations, written into the page as data: URLs rather than fetched as files:
 * a file was requested after the stylesheet, so the first slide's picture, the largest paint of
 * every home page, painted 300 to 400 ms (simulated) after the text around it (record 0115). As an
 * <img> it stays the largest paint (not the cookie banner's text) and paints with the first frame.
 * Plain shapes only: no ids, text or external references.
 */
const drawings: Record<string, string> = {
  "hero-managed-it": `
    <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 560 400' width='560' height='400'>
    <rect width='560' height='400' rx='24' fill='#123d2b'/>
    <circle cx='470' cy='70' r='120' fill='#1a5a3e' opacity='.6'/>
    <g fill='#0b2419' stroke='#4ade80' stroke-width='3'>
    <rect x='60' y='70' width='170' height='56' rx='10'/>
    <rect x='60' y='146' width='170' height='56' rx='10'/>
    <rect x='60' y='222' width='170' height='56' rx='10'/>
    </g>
    <g fill='#4ade80'>
    <circle cx='88' cy='98' r='8'/><circle cx='88' cy='174' r='8'/><circle cx='88' cy='250' r='8' fill='#facc15'/>
    </g>
    <g fill='#a7f3d0'>
    <rect x='110' y='92' width='96' height='12' rx='6'/><rect x='110' y='168' width='80' height='12' rx='6'/><rect x='110' y='244' width='104' height='12' rx='6'/>
    </g>
    <path d='M230 98h60v76h40M230 174h100M230 250h60v-76' fill='none' stroke='#6ee7a0' stroke-width='3' stroke-dasharray='8 6'/>
    <rect x='330' y='130' width='180' height='88' rx='14' fill='#f8fafc'/>
    <rect x='350' y='150' width='120' height='12' rx='6' fill='#14532d'/>
    <g fill='#166534'><circle cx='362' cy='192' r='10'/><circle cx='412' cy='192' r='10'/><circle cx='462' cy='192' r='10' fill='#86efac'/></g>
    <path d='M372 192h30M422 192h30' stroke='#166534' stroke-width='3'/>
    <path d='M357 192l4 4 7-8M407 192l4 4 7-8' fill='none' stroke='#fff' stroke-width='2.5' stroke-linecap='round'/>
    <g transform='translate(330 250)'>
    <rect width='180' height='90' rx='14' fill='#0b2419' stroke='#4ade80' stroke-width='2'/>
    <polyline points='16,66 46,50 76,58 106,30 136,38 164,18' fill='none' stroke='#4ade80' stroke-width='4' stroke-linecap='round' stroke-linejoin='round'/>
    </g>
    <rect x='60' y='306' width='170' height='34' rx='17' fill='#4ade80'/>
    <rect x='95' y='317' width='100' height='12' rx='6' fill='#052e16'/>
    </svg>
  `,
  "hero-security": `
    <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 560 400' width='560' height='400'>
    <rect width='560' height='400' rx='24' fill='#102a3a'/>
    <circle cx='280' cy='200' r='170' fill='none' stroke='#1e4d63' stroke-width='2'/>
    <circle cx='280' cy='200' r='120' fill='none' stroke='#1e4d63' stroke-width='2'/>
    <g stroke='#67e8f9' stroke-width='2' stroke-dasharray='6 6'>
    <path d='M280 200L110 110M280 200L450 110M280 200L110 300M280 200L450 300'/>
    </g>
    <g fill='#0b1c27' stroke='#67e8f9' stroke-width='3'>
    <rect x='60' y='80' width='100' height='64' rx='8'/>
    <rect x='400' y='80' width='100' height='64' rx='8'/>
    <rect x='82' y='262' width='56' height='84' rx='10'/>
    <rect x='400' y='268' width='100' height='64' rx='8'/>
    </g>
    <g fill='#1e4d63'><rect x='72' y='92' width='76' height='40' rx='4'/><rect x='412' y='92' width='76' height='40' rx='4'/><rect x='92' y='276' width='36' height='52' rx='4'/><rect x='412' y='280' width='76' height='40' rx='4'/></g>
    <path d='M280 92l92 34v66c0 58-40 96-92 116-52-20-92-58-92-116v-66z' fill='#4ade80'/>
    <path d='M280 110l74 27v55c0 47-32 78-74 95z' fill='#22c55e'/>
    <rect x='250' y='186' width='60' height='48' rx='8' fill='#052e16'/>
    <path d='M262 186v-14a18 18 0 0136 0v14' fill='none' stroke='#052e16' stroke-width='8'/>
    <circle cx='280' cy='206' r='7' fill='#4ade80'/>
    <rect x='277' y='208' width='6' height='14' rx='3' fill='#4ade80'/>
    <g fill='#facc15'><circle cx='470' cy='236' r='6'/><circle cx='90' cy='224' r='6'/></g>
    </svg>
  `,
  "hero-ai-automation": `
    <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 560 400' width='560' height='400'>
    <rect width='560' height='400' rx='24' fill='#1d2340'/>
    <g fill='#f8fafc'>
    <rect x='40' y='80' width='110' height='140' rx='10' transform='rotate(-8 95 150)'/>
    <rect x='56' y='170' width='110' height='140' rx='10' transform='rotate(6 111 240)'/>
    </g>
    <g fill='#c7d2fe'>
    <rect x='70' y='200' width='70' height='8' rx='4'/><rect x='70' y='218' width='56' height='8' rx='4'/><rect x='70' y='236' width='64' height='8' rx='4'/><rect x='70' y='254' width='44' height='8' rx='4'/>
    </g>
    <path d='M170 200h60M330 200h60' stroke='#a5b4fc' stroke-width='4' stroke-linecap='round' stroke-dasharray='2 12'/>
    <circle cx='280' cy='200' r='80' fill='#312e81'/>
    <circle cx='280' cy='200' r='80' fill='none' stroke='#a5b4fc' stroke-width='3'/>
    <g stroke='#e0e7ff' stroke-width='3' fill='none'>
    <path d='M250 170c-16 0-24 14-18 26-12 8-8 30 8 30 4 14 24 16 32 6 8 10 28 8 32-6 16 0 20-22 8-30 6-12-2-26-18-26-4-12-24-14-28-2-4-12-16-10-16 2z'/>
    <path d='M280 172v58M262 190h36M262 210h36'/>
    </g>
    <g transform='translate(396 96)'>
    <rect width='130' height='208' rx='14' fill='#f8fafc'/>
    <rect x='16' y='20' width='84' height='12' rx='6' fill='#312e81'/>
    <g fill='#6366f1'><rect x='18' y='128' width='18' height='52' rx='3'/><rect x='46' y='104' width='18' height='76' rx='3'/><rect x='74' y='116' width='18' height='64' rx='3'/><rect x='102' y='84' width='18' height='96' rx='3'/></g>
    <rect x='16' y='46' width='98' height='8' rx='4' fill='#c7d2fe'/><rect x='16' y='62' width='70' height='8' rx='4' fill='#c7d2fe'/>
    </g>
    <circle cx='470' cy='330' r='22' fill='#4ade80'/>
    <path d='M460 330l7 7 13-14' fill='none' stroke='#052e16' stroke-width='4' stroke-linecap='round' stroke-linejoin='round'/>
    </svg>
  `,
  "hero-onboarding": `
    <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 560 400' width='560' height='400'>
    <rect width='560' height='400' rx='24' fill='#2a2414'/>
    <g transform='translate(50 60)'>
    <rect width='190' height='270' rx='14' fill='#f8fafc'/>
    <rect x='60' y='-12' width='70' height='28' rx='8' fill='#a16207'/>
    <g fill='none' stroke='#15803d' stroke-width='4' stroke-linecap='round' stroke-linejoin='round'>
    <path d='M22 60l8 8 14-16M22 112l8 8 14-16M22 164l8 8 14-16'/>
    </g>
    <rect x='20' y='202' width='24' height='24' rx='5' fill='none' stroke='#94a3b8' stroke-width='3'/>
    <g fill='#cbd5e1'><rect x='58' y='54' width='110' height='10' rx='5'/><rect x='58' y='106' width='90' height='10' rx='5'/><rect x='58' y='158' width='104' height='10' rx='5'/><rect x='58' y='210' width='80' height='10' rx='5'/></g>
    </g>
    <path d='M256 196h46' stroke='#facc15' stroke-width='5' stroke-linecap='round'/>
    <path d='M292 182l16 14-16 14' fill='none' stroke='#facc15' stroke-width='5' stroke-linecap='round' stroke-linejoin='round'/>
    <g transform='translate(320 90)'>
    <rect width='200' height='220' rx='14' fill='#3b321b' stroke='#facc15' stroke-width='2'/>
    <rect x='18' y='22' width='112' height='14' rx='7' fill='#fef3c7'/>
    <g fill='#fde68a'><circle cx='26' cy='68' r='6'/><circle cx='26' cy='118' r='6'/><circle cx='26' cy='168' r='6'/></g>
    <rect x='48' y='60' width='130' height='16' rx='8' fill='#4ade80'/>
    <rect x='48' y='110' width='96' height='16' rx='8' fill='#facc15'/>
    <rect x='48' y='160' width='60' height='16' rx='8' fill='#fde68a'/>
    <path d='M40 50v150' stroke='#fde68a' stroke-width='2'/>
    </g>
    </svg>
  `,
};

/**
 * A data: URL for a drawing. Quotes are percent-encoded too: React would write a quote in an
 * attribute as a six-character entity.
 */
function dataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, "");
  const escaped = compact.replace(
    /[#%<>']/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `data:image/svg+xml,${escaped}`;
}

/** Whether a hero slide's `imageSlug` names one of the illustrations. */
export function hasHeroIllustration(slug: string): boolean {
  return Object.hasOwn(drawings, slug);
}

/** The image source of a hero slide's illustration, or undefined for an unknown slug. */
export function heroIllustrationSrc(slug: string): string | undefined {
  return hasHeroIllustration(slug) ? dataUrl(drawings[slug]!) : undefined;
}
