import type { ServerCatalog } from './es.ts';
import api from './en/api.json' with { type: 'json' };
import mail from './en/mail.json' with { type: 'json' };
import plan from './en/plan.json' with { type: 'json' };
import share from './en/share.json' with { type: 'json' };
import sms from './en/sms.json' with { type: 'json' };

/** The server's own texts in English; the compiler holds it to every Spanish key. */
export default { api, mail, plan, share, sms } satisfies ServerCatalog;
