import type { Config } from '../config';
import type { Clock } from '../context';
import { DarajaError, DarajaUnavailableError } from './daraja-errors';
import { darajaTimestamp } from '../../shared/nairobi-time';
import { stkPassword } from './daraja-time';
import type {
  AcceptedResponse,
  AccountBalanceRequest,
  PullTransactionsRequest,
  PullTransactionsResponse,
  B2CRequest,
  B2CResponse,
  C2BAcceptedResponse,
  C2BRegisterRequest,
  C2BSimulateRequest,
  DarajaErrorBody,
  StkPushRequest,
  StkPushResponse,
  StkQueryRequest,
  StkQueryResponse,
  TransactionStatusRequest,
} from './daraja-types';

/** The credentials of the configuration (config.ts), and where to reach Daraja. */
export interface DarajaSettings extends Pick<
  Config['mpesa'],
  'consumerKey' | 'consumerSecret' | 'shortcode' | 'passkey' | 'b2cShortcode' | 'b2cInitiator' | 'b2cSecurityCredential'
> {
  /** e.g. https://sandbox.safaricom.co.ke, or the simulator under the app's own origin. */
  baseUrl: () => string;
  clock: Clock;
  timeoutMs?: number;
  /** False closes each connection after its answer (the simulator lives in this very server, whose shutdown must not wait for our idle sockets). */
  keepAlive?: boolean;
}

/** A B2C-side request's conversation (our id for it) and where Daraja posts its result, or word that it timed out. */
export interface B2CConversation {
  originatorConversationId: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

/** An STK push: the phone prompted for `amount` whole shillings, and where Daraja posts the outcome. */
export interface StkPushParams {
  amount: number;
  phone: string;
  callbackUrl: string;
  /** Shown on the prompt (first 12 characters). */
  accountReference: string;
  /** First 13 characters; "Deposit" when empty. */
  description: string;
}

/** A B2C payment of `amount` whole shillings to `phone`. */
export interface B2CPaymentParams extends B2CConversation {
  amount: number;
  phone: string;
  /** First 100 characters; "Withdrawal" when empty. */
  remarks: string;
  occasion: string;
}

/** Where M-Pesa validates and confirms payments to the paybill `shortcode`. */
export interface C2BRegisterParams {
  shortcode: string;
  validationUrl: string;
  confirmationUrl: string;
  responseType: C2BRegisterRequest['ResponseType'];
}

/** A simulated paybill payment (sandbox and simulator only): `msisdn` pays `amount` to `shortcode` for account `billRefNumber`. */
export interface C2BSimulateParams {
  shortcode: string;
  amount: number;
  msisdn: string;
  billRefNumber: string;
}

/** Renew the OAuth token this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** A typed client for the Daraja endpoints Pamoja uses. */
export class DarajaClient {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(private readonly s: DarajaSettings) {}

  /** The OAuth access token, cached until shortly before it expires. */
  async accessToken(): Promise<string> {
    const now = this.s.clock.now().getTime();
    if (this.token && now < this.token.expiresAt) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.s.consumerKey}:${this.s.consumerSecret}`).toString('base64');
    const body = await this.call<{ access_token?: unknown; expires_in?: unknown }>(
      'GET',
      '/oauth/v1/generate?grant_type=client_credentials',
      `Basic ${basic}`,
    );
    if (typeof body.access_token !== 'string' || body.access_token === '')
      throw new DarajaUnavailableError('Daraja returned no access token');
    const seconds = Number(body.expires_in ?? 3599);
    const lifetimeMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3599) * 1000;
    this.token = {
      value: body.access_token,
      expiresAt: this.s.clock.now().getTime() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, 0),
    };
    return body.access_token;
  }

  private stkAuth(): { BusinessShortCode: string; Password: string; Timestamp: string } {
    const Timestamp = darajaTimestamp(this.s.clock.now());
    return {
      BusinessShortCode: this.s.shortcode,
      Password: stkPassword(this.s.shortcode, this.s.passkey, Timestamp),
      Timestamp,
    };
  }

  /** Lipa na M-Pesa Online: prompts the customer's phone for `amount` whole shillings. */
  async stkPush(p: StkPushParams): Promise<StkPushResponse> {
    const req: StkPushRequest = {
      ...this.stkAuth(),
      TransactionType: 'CustomerPayBillOnline',
      Amount: p.amount,
      PartyA: p.phone,
      PartyB: this.s.shortcode,
      PhoneNumber: p.phone,
      CallBackURL: p.callbackUrl,
      AccountReference: p.accountReference.slice(0, 12),
      TransactionDesc: p.description.slice(0, 13) || 'Deposit',
    };
    return this.authorized<StkPushResponse>('/mpesa/stkpush/v1/processrequest', req);
  }

  /** STK push query: the outcome of a prompt whose callback never came. */
  async stkQuery(checkoutRequestId: string): Promise<StkQueryResponse> {
    const req: StkQueryRequest = { ...this.stkAuth(), CheckoutRequestID: checkoutRequestId };
    return this.authorized<StkQueryResponse>('/mpesa/stkpushquery/v1/query', req);
  }

  /**
   * What every B2C-side request carries: the initiator's credential, the B2C shortcode paying out, and
   * where Daraja posts the result (or the time-out) of the asynchronous answer.
   */
  private b2cAuth(
    p: B2CConversation,
  ): Pick<B2CRequest, 'SecurityCredential' | 'PartyA' | 'ResultURL' | 'QueueTimeOutURL'> {
    return {
      SecurityCredential: this.s.b2cSecurityCredential,
      PartyA: this.s.b2cShortcode,
      ResultURL: p.resultUrl,
      QueueTimeOutURL: p.queueTimeoutUrl,
    };
  }

  /** B2C (v3): pays `amount` whole shillings to a customer's M-Pesa. */
  async b2cPayment(p: B2CPaymentParams): Promise<B2CResponse> {
    const req: B2CRequest = {
      ...this.b2cAuth(p),
      OriginatorConversationID: p.originatorConversationId,
      InitiatorName: this.s.b2cInitiator,
      CommandID: 'BusinessPayment',
      Amount: p.amount,
      PartyB: p.phone,
      Remarks: p.remarks.slice(0, 100) || 'Withdrawal',
      Occasion: p.occasion.slice(0, 100),
    };
    return this.authorized<B2CResponse>('/mpesa/b2c/v3/paymentrequest', req);
  }

  /** Transaction status query for a B2C payment whose result never came; the answer is posted to resultUrl. */
  async transactionStatus(p: B2CConversation): Promise<AcceptedResponse> {
    const req: TransactionStatusRequest = {
      ...this.b2cAuth(p),
      Initiator: this.s.b2cInitiator,
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: p.originatorConversationId,
      IdentifierType: '4',
      Remarks: 'Withdrawal status',
      Occasion: 'Reconciliation',
    };
    return this.authorized<AcceptedResponse>('/mpesa/transactionstatus/v1/query', req);
  }

  /** Account Balance of `partyA` (the B2C shortcode by default); the answer is posted to resultUrl. */
  async accountBalance(
    p: Omit<B2CConversation, 'originatorConversationId'> & { partyA?: string },
  ): Promise<AcceptedResponse> {
    const req: AccountBalanceRequest = {
      Initiator: this.s.b2cInitiator,
      SecurityCredential: this.s.b2cSecurityCredential,
      CommandID: 'AccountBalance',
      PartyA: p.partyA ?? this.s.b2cShortcode,
      IdentifierType: '4',
      Remarks: 'Reconciliation',
      QueueTimeOutURL: p.queueTimeoutUrl,
      ResultURL: p.resultUrl,
    };
    return this.authorized<AcceptedResponse>('/mpesa/accountbalance/v1/query', req);
  }

  /** Pull Transactions: one page (up to 1,000) of the shortcode's transactions from `offset`. */
  async pullTransactions(p: {
    shortcode: string;
    startDate: string;
    endDate: string;
    offset: number;
  }): Promise<PullTransactionsResponse> {
    const req: PullTransactionsRequest = {
      ShortCode: p.shortcode,
      StartDate: p.startDate,
      EndDate: p.endDate,
      OffSetValue: String(p.offset),
    };
    return this.authorized<PullTransactionsResponse>('/pulltransactions/v1/query', req);
  }

  /** C2B: tells M-Pesa where to validate and confirm payments to the paybill `shortcode`. */
  async registerUrl(p: C2BRegisterParams): Promise<C2BAcceptedResponse> {
    const req: C2BRegisterRequest = {
      ShortCode: p.shortcode,
      ResponseType: p.responseType,
      ConfirmationURL: p.confirmationUrl,
      ValidationURL: p.validationUrl,
    };
    return this.authorized<C2BAcceptedResponse>('/mpesa/c2b/v1/registerurl', req);
  }

  /** C2B simulate (sandbox and simulator only): `msisdn` pays `amount` to the paybill with this account number. */
  async c2bSimulate(p: C2BSimulateParams): Promise<C2BAcceptedResponse> {
    const req: C2BSimulateRequest = {
      ShortCode: p.shortcode,
      CommandID: 'CustomerPayBillOnline',
      Amount: p.amount,
      Msisdn: p.msisdn,
      BillRefNumber: p.billRefNumber,
    };
    return this.authorized<C2BAcceptedResponse>('/mpesa/c2b/v1/simulate', req);
  }

  private async authorized<T>(path: string, body: object): Promise<T> {
    const token = await this.accessToken();
    try {
      return await this.call<T>('POST', path, `Bearer ${token}`, body);
    } catch (err) {
      // A token revoked early: forget it so the next call fetches a new one.
      if (err instanceof DarajaError && err.httpStatus === 401) this.token = undefined;
      throw err;
    }
  }

  private async call<T>(method: 'GET' | 'POST', path: string, authorization: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.s.baseUrl() + path, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(this.s.keepAlive === false ? { connection: 'close' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.s.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new DarajaUnavailableError(`Daraja could not be reached: ${String(err)}`, { cause: err });
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new DarajaUnavailableError(`Daraja answered ${res.status} with a body that is not JSON`);
    }
    const errBody = parsed as DarajaErrorBody;
    if (!res.ok || (typeof errBody.errorCode === 'string' && errBody.errorCode !== '')) {
      if (typeof errBody.errorCode === 'string') {
        throw new DarajaError(res.status, errBody.errorCode, errBody.errorMessage ?? '', errBody.requestId);
      }
      throw new DarajaUnavailableError(`Daraja answered ${res.status}`);
    }
    return parsed as T;
  }
}
