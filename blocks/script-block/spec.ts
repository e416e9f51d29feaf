import { defineBlockSpec } from '@/blocks/define-spec';
import { scriptBlockSchema } from './schema';
import { SITE_TIME_ZONE } from '@/lib/format/date';

export const scriptBlockSpec = defineBlockSpec({
  type: 'script_block',
  category: 'misc',
  label: { fr: 'Script intégré (HTML et JavaScript)', en: 'Script embed (HTML and JavaScript)' },
  schema: scriptBlockSchema,
  abilities: { toggleColorScheme: false },
  demo: {
    frontend_only: true,
    padding: { top: 48, right: 0, bottom: 48, left: 0 },
    // A self-contained widget: the page's opening hours, computed in Montréal time.
    script_content:
      `<div id="heures-bureau" style="text-align:center;font-size:1.125rem" data-fr="Bureau ouvert aujourd’hui de 9 h à 17 h" data-en="Office open today from 9 a.m. to 5 p.m." data-closed-fr="Bureau fermé aujourd’hui : laissez-nous un message" data-closed-en="Office closed today: leave us a message"></div>\n<script>(function(){var el=document.getElementById("heures-bureau");if(!el)return;var en=document.documentElement.lang.indexOf("en")===0;var day=new Date().toLocaleString("en-CA",{weekday:"short",timeZone:"${SITE_TIME_ZONE}"});var open=day!=="Sun"&&day!=="Sat";el.textContent=el.dataset[(open?"":"closed")+(open?(en?"en":"fr"):(en?"En":"Fr"))]||"";})();</script>`,
  },
});
