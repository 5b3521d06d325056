import api from './es/api.json' with { type: 'json' };
import mail from './es/mail.json' with { type: 'json' };
import plan from './es/plan.json' with { type: 'json' };
import share from './es/share.json' with { type: 'json' };
import sms from './es/sms.json' with { type: 'json' };

/** The server's own texts in Spanish, the default language and the fallback: one namespace per file of es/. */
const catalog = { api, mail, plan, share, sms };

export type ServerCatalog = typeof catalog;
export default catalog;
