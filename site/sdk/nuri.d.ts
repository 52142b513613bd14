/**
 * 누리 SDK(`@nuri/sdk`) 1.8.0의 타입 정의입니다.
 *
 * 이 파일은 문서 사이트가 SDK의 공개 API를 설명할 때 기준으로 삼는 단일 출처입니다.
 * 문서의 모든 `ts`/`tsx`/`js` 예제는 이 파일로 타입 검사를 통과해야 합니다
 * (site/content_test.go의 TestCodeBlocks).
 *
 * 작성 규칙
 * - 네임스페이스는 `<이름>Namespace` 인터페이스로 선언하고 `Nuri` 인터페이스에 `readonly <이름>: <이름>Namespace;`로 연결합니다.
 * - 이벤트가 있는 네임스페이스는 `NuriEventEmitter<<이름>EventMap>`을 확장합니다. 이벤트 이름은 EventMap의 속성 이름입니다.
 * - 모든 선언과 멤버에는 `@since`를 붙이고, Android와 iOS의 동작이 다르면 `@platform`을 붙입니다.
 * - 이름을 바꾸거나 지우지 말고 추가만 합니다. 문서와 다른 작성자의 예제가 이 이름을 사용합니다.
 */
declare module '@nuri/sdk' {
  // ---------------------------------------------------------------------------
  // 공통 타입
  // ---------------------------------------------------------------------------

  /**
   * 웹 코드가 실행 중인 플랫폼입니다. 누리 앱 밖의 일반 브라우저에서는 `'web'`입니다.
   * @since 1.0.0
   */
  export type Platform = 'android' | 'ios' | 'web';

  /**
   * 이벤트 구독을 해제하는 함수입니다. 여러 번 호출해도 안전합니다.
   * @since 1.0.0
   */
  export type Unsubscribe = () => void;

  /**
   * 이벤트 이름과 전달 데이터의 타입을 짝지은 맵에서 구독 메서드를 만듭니다.
   * 이벤트가 있는 네임스페이스는 모두 이 인터페이스를 확장합니다.
   * @since 1.0.0
   */
  export interface NuriEventEmitter<M> {
    /**
     * 이벤트를 구독하고 구독을 해제하는 함수를 돌려줍니다.
     * 누리 앱 밖에서는 아무 일도 하지 않는 해제 함수를 돌려줍니다.
     * @param event 이벤트 이름
     * @param handler 이벤트가 발생할 때마다 호출할 함수
     * @returns 구독 해제 함수
     * @since 1.0.0
     */
    on<K extends keyof M & string>(event: K, handler: (payload: M[K]) => void): Unsubscribe;
    /**
     * 구독을 해제합니다. `handler`를 생략하면 이 이벤트의 구독을 모두 해제합니다.
     * 같은 함수로 여러 번 구독했다면 그 구독을 모두 해제합니다(1.4.2에서 수정).
     * @param event 이벤트 이름
     * @param handler `on`에 넘긴 함수
     * @since 1.0.0
     */
    off<K extends keyof M & string>(event: K, handler?: (payload: M[K]) => void): void;
  }

  /**
   * SDK 호출이 실패했을 때의 오류 코드입니다.
   *
   * - `NOT_NATIVE_APP`: 누리 앱 밖(일반 브라우저)에서 네이티브 기능을 호출했습니다. @since 1.0.0
   * - `UNSUPPORTED`: 앱 소스 버전이나 플랫폼이 이 기능을 지원하지 않습니다. @since 1.0.0
   * - `INVALID_ARGUMENT`: 인수가 올바르지 않습니다. @since 1.0.0
   * - `PERMISSION_DENIED`: 필요한 권한이 없습니다. @since 1.0.0
   * - `NOT_CONFIGURED`: 콘솔이나 앱 소스에 필요한 설정(연동 키 등)이 없습니다. @since 1.0.0
   * - `IN_PROGRESS`: 같은 작업이 이미 진행 중입니다. @since 1.0.0
   * - `NOT_FOUND`: 대상(알림, 키, 상품 등)을 찾을 수 없습니다. @since 1.0.0
   * - `TIMEOUT`: 정해진 시간 안에 응답이 없었습니다. @since 1.0.0
   * - `NETWORK_ERROR`: 네트워크 오류가 발생했습니다. @since 1.0.0
   * - `STORE_ERROR`: Google Play나 App Store가 오류를 반환했습니다. @since 1.1.0
   * - `ALREADY_OWNED`: 이미 보유한 상품입니다. @since 1.1.0
   * - `BIOMETRY_UNAVAILABLE`: 생체 인증을 사용할 수 없거나 등록된 생체 정보가 없습니다. @since 1.2.0
   * - `BIOMETRY_LOCKOUT`: 실패가 반복되어 생체 인증이 잠겼습니다. @since 1.2.0
   * - `LOCATION_UNAVAILABLE`: 기기의 위치 서비스가 꺼져 있거나 위치를 확인할 수 없습니다. @since 1.4.0
   * - `UNKNOWN`: 분류되지 않은 오류입니다. `message`에 원인이 들어 있습니다. @since 1.0.0
   * @since 1.0.0
   */
  export type NuriErrorCode =
    | 'NOT_NATIVE_APP'
    | 'UNSUPPORTED'
    | 'INVALID_ARGUMENT'
    | 'PERMISSION_DENIED'
    | 'NOT_CONFIGURED'
    | 'IN_PROGRESS'
    | 'NOT_FOUND'
    | 'TIMEOUT'
    | 'NETWORK_ERROR'
    | 'STORE_ERROR'
    | 'ALREADY_OWNED'
    | 'BIOMETRY_UNAVAILABLE'
    | 'BIOMETRY_LOCKOUT'
    | 'LOCATION_UNAVAILABLE'
    | 'UNKNOWN';

  /**
   * 네임스페이스 이름입니다.
   * @since 1.0.0
   */
  export type NuriNamespaceName =
    | 'app'
    | 'authentication'
    | 'backkey'
    | 'browser'
    | 'clipboard'
    | 'device'
    | 'env'
    | 'event'
    | 'iap'
    | 'loading'
    | 'location'
    | 'navigation'
    | 'permission'
    | 'preference'
    | 'push'
    | 'refresh'
    | 'scanner'
    | 'setting'
    | 'share'
    | 'store'
    | 'tabbar'
    | 'vibration';

  /**
   * `NuriError.details`의 형식입니다. 오류를 처음 돌려준 쪽(스토어, OS, 연동 서비스)의 원래 오류를 담습니다.
   * 디버깅과 문의에 쓰고, 분기는 `NuriError.code`로 하세요. `source`, `code`, `message` 외의 키는
   * 오류마다 다르며 예고 없이 추가될 수 있습니다.
   * @since 1.0.0
   */
  export interface NuriErrorDetails {
    /**
     * 원래 오류를 돌려준 쪽. `'googlePlay'`(Google Play 결제 라이브러리), `'appStore'`(StoreKit),
     * `'android'`, `'ios'`(OS API), `'apple'`, `'google'`, `'kakao'`, `'facebook'`, `'appsflyer'`, `'firebase'`(연동 SDK) 중 하나입니다.
     * @since 1.0.0
     */
    readonly source: string;
    /** 원래 오류 코드를 문자열로 쓴 값. 예: `'SERVICE_UNAVAILABLE'`(Google Play), `'networkError'`(StoreKit), `'ERROR_LOCKOUT'`(Android 생체 인증). @since 1.0.0 */
    readonly code: string;
    /** 원래 오류 메시지. 대개 영어이며, 없으면 `null`입니다. @since 1.0.0 */
    readonly message: string | null;
    /** 오류에 따라 더 들어 있는 값. 예: Google Play의 `debugMessage`. @since 1.0.0 */
    readonly [key: string]: unknown;
  }

  /**
   * SDK 호출이 실패하면 Promise가 이 오류로 거부됩니다.
   * 사용자가 화면을 닫아 취소한 경우는 오류가 아니라 `status: 'cancelled'` 결과로 돌려줍니다.
   * @since 1.0.0
   */
  export class NuriError extends Error {
    /**
     * 항상 `'NuriError'`입니다.
     * @since 1.0.0
     */
    readonly name: 'NuriError';
    /**
     * 오류 코드입니다.
     * @since 1.0.0
     */
    readonly code: NuriErrorCode;
    /**
     * 오류 설명입니다. 사용자에게 그대로 보여 주기보다 로그에 남기는 용도입니다.
     * @since 1.0.0
     */
    readonly message: string;
    /**
     * 오류가 발생한 네임스페이스입니다.
     * @since 1.0.0
     */
    readonly namespace: NuriNamespaceName;
    /**
     * 오류가 발생한 메서드 이름입니다. 예: `'getToken'`
     * @since 1.0.0
     */
    readonly method: string;
    /**
     * 스토어, OS, 연동 서비스가 돌려준 원래 오류입니다. 오류가 SDK나 누리 앱 안에서 생겼으면
     * (`NOT_NATIVE_APP`, `INVALID_ARGUMENT`, `UNSUPPORTED`, `IN_PROGRESS` 등) `null`입니다.
     * @since 1.0.0
     */
    readonly details: NuriErrorDetails | null;
  }

  /**
   * 값이 `NuriError`인지 확인합니다. `catch` 절의 `unknown` 값을 좁힐 때 사용합니다.
   * @param value 검사할 값
   * @since 1.0.0
   */
  export function isNuriError(value: unknown): value is NuriError;

  // ---------------------------------------------------------------------------
  // app
  // ---------------------------------------------------------------------------

  /**
   * 설치된 앱의 정보입니다.
   * @since 1.0.0
   */
  export interface AppInfo {
    /** 앱 이름. @since 1.0.0 */
    name: string;
    /** Android 패키지 이름 또는 iOS 번들 ID. @since 1.0.0 */
    appId: string;
    /** 스토어에 표시되는 버전(versionName, CFBundleShortVersionString). 예: `'2.3.0'` @since 1.0.0 */
    version: string;
    /** 빌드 번호(versionCode, CFBundleVersion). @since 1.0.0 */
    buildNumber: string;
    /** 앱을 빌드한 누리 앱 소스의 버전. 예: `'1.8.0'` @since 1.0.0 */
    appSourceVersion: string;
  }

  /**
   * 앱의 현재 상태입니다. `'active'`는 화면에 보이는 상태, `'background'`는 화면에서 벗어난 상태입니다.
   * @since 1.0.0
   */
  export type AppState = 'active' | 'background';

  /**
   * `foreground` 이벤트의 데이터입니다.
   * @since 1.0.0
   */
  export interface AppForegroundEvent {
    /** 백그라운드에 머문 시간(밀리초). @since 1.0.0 */
    backgroundDuration: number;
  }

  /**
   * app 네임스페이스의 이벤트입니다.
   * @since 1.0.0
   */
  export interface AppEventMap {
    /** 앱이 백그라운드에서 화면으로 돌아왔습니다. @since 1.0.0 */
    foreground: AppForegroundEvent;
    /** 앱이 백그라운드로 전환되었습니다. @since 1.0.0 */
    background: void;
  }

  /**
   * 앱 정보 조회와 앱 상태 변화 감지를 담당합니다.
   * @since 1.0.0
   */
  export interface AppNamespace extends NuriEventEmitter<AppEventMap> {
    /**
     * 설치된 앱의 이름, 버전, 빌드 번호, 앱 소스 버전을 조회합니다.
     * @returns 앱 정보
     * @since 1.0.0
     */
    getInfo(): Promise<AppInfo>;
    /**
     * 앱의 현재 상태를 조회합니다.
     * @returns `'active'` 또는 `'background'`
     * @since 1.0.0
     */
    getState(): Promise<AppState>;
    /**
     * 앱을 종료합니다.
     * @platform android 앱을 종료합니다.
     * @platform ios 앱을 코드로 종료하는 것은 App Store 심사 지침 위반이므로 지원하지 않으며 `UNSUPPORTED` 오류로 거부됩니다.
     * @throws {UNSUPPORTED} iOS에서 호출했습니다.
     * @since 1.0.0
     */
    exit(): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // authentication
  // ---------------------------------------------------------------------------

  /**
   * 소셜 로그인 제공자입니다. `'facebook'`은 1.6.0부터 사용할 수 있습니다.
   * @since 1.2.0
   */
  export type SocialProvider = 'apple' | 'google' | 'kakao' | 'facebook';

  /**
   * `signIn()` 옵션입니다.
   * @since 1.2.0
   */
  export interface SignInOptions {
    /** 로그인 제공자. @since 1.2.0 */
    provider: SocialProvider;
    /** 요청할 권한 범위. 생략하면 제공자의 기본 범위(이메일과 프로필)를 요청합니다. Apple은 `'email'`, `'name'`만 받습니다. @since 1.2.0 */
    scopes?: string[];
    /** ID 토큰에 넣을 nonce. 재전송 공격을 막으려면 서버에서 만든 값을 넘기고 검증할 때 비교하세요. Apple, Google, 그리고 iOS에서 제한된 로그인으로 진행되는 Facebook에 적용됩니다. @since 1.2.0 */
    nonce?: string;
  }

  /**
   * 로그인에 성공했을 때의 결과입니다.
   * @since 1.2.0
   */
  export interface SignInSuccess {
    /** 항상 `'success'`. @since 1.2.0 */
    status: 'success';
    /** 로그인 제공자. @since 1.2.0 */
    provider: SocialProvider;
    /** 제공자가 발급한 사용자 식별자. @since 1.2.0 */
    userId: string;
    /** OpenID Connect ID 토큰. Apple과 Google은 항상, Kakao는 콘솔에서 OpenID Connect를 켠 경우에만, Facebook은 iOS에서 사용자가 앱 추적을 허용하지 않아 제한된 로그인(Limited Login)으로 진행된 경우에만 들어 있습니다. @since 1.2.0 */
    idToken: string | null;
    /** 제공자 API를 호출할 액세스 토큰. Kakao, Google, Facebook에서 받습니다. Facebook의 제한된 로그인에서는 `null`입니다. @since 1.2.0 */
    accessToken: string | null;
    /** 서버에서 토큰으로 교환할 인가 코드. Apple에서만 받습니다. @since 1.2.0 */
    authorizationCode: string | null;
    /** 이메일. 사용자가 동의하지 않았거나, Apple에서 두 번째 로그인부터는 `null`입니다. @since 1.2.0 */
    email: string | null;
    /** 이름. Apple에서는 처음 로그인할 때만 들어 있습니다. @since 1.2.0 */
    name: string | null;
    /** 사용자가 실제로 허용한 권한 범위. @since 1.2.0 */
    grantedScopes: string[];
  }

  /**
   * 사용자가 로그인 화면을 닫았을 때의 결과입니다.
   * @since 1.2.0
   */
  export interface SignInCancelled {
    /** 항상 `'cancelled'`. @since 1.2.0 */
    status: 'cancelled';
    /** 로그인 제공자. @since 1.2.0 */
    provider: SocialProvider;
  }

  /**
   * `signIn()`의 결과입니다. `status`로 성공과 취소를 구분합니다.
   * @since 1.2.0
   */
  export type SignInResult = SignInSuccess | SignInCancelled;

  /**
   * 기기에서 사용할 수 있는 생체 인증 종류입니다. 등록된 생체 정보가 없으면 `'none'`입니다.
   * @since 1.2.0
   */
  export type BiometricType = 'fingerprint' | 'face' | 'iris' | 'none';

  /**
   * `authenticateBiometric()` 옵션입니다.
   * @since 1.2.0
   */
  export interface BiometricOptions {
    /** 인증 창에 표시할 이유. iOS의 Face ID는 Info.plist의 `NSFaceIDUsageDescription`이 함께 표시됩니다. @since 1.2.0 */
    reason: string;
    /** 생체 인증 대신 기기 암호(PIN, 패턴)로도 인증할 수 있게 할지 여부. 기본값 `false`. @since 1.2.0 */
    allowDeviceCredential?: boolean;
  }

  /**
   * `authenticateBiometric()`의 결과입니다.
   * @since 1.2.0
   */
  export type BiometricResult =
    | {
        /** 인증에 성공했습니다. @since 1.2.0 */
        status: 'success';
        /** 사용자가 인증한 수단. @since 1.2.0 */
        method: 'biometric' | 'deviceCredential';
      }
    | {
        /** 사용자가 인증 창을 닫았습니다. @since 1.2.0 */
        status: 'cancelled';
      };

  /**
   * 생체 인증과 소셜 로그인을 처리합니다.
   * @since 1.2.0
   */
  export interface AuthenticationNamespace {
    /**
     * 소셜 로그인 화면을 띄우고 결과를 돌려줍니다.
     * @param options 로그인 옵션
     * @returns 성공하면 토큰이 담긴 결과, 사용자가 닫으면 `status: 'cancelled'`
     * @platform android Google, Kakao, Facebook은 네이티브 SDK로, Apple은 웹 기반 로그인 화면으로 진행합니다.
     * @platform ios 모든 제공자를 네이티브 화면으로 진행합니다. Facebook은 사용자가 앱 추적을 허용하지 않았으면(아직 묻지 않은 경우 포함) 제한된 로그인으로 진행해, 액세스 토큰 대신 ID 토큰(`idToken`)을 돌려줍니다.
     * @throws {NOT_CONFIGURED} 콘솔에 제공자의 연동 정보가 없습니다.
     * @throws {NETWORK_ERROR} 제공자 서버와 통신하지 못했습니다.
     * @throws {IN_PROGRESS} 다른 로그인이 진행 중입니다.
     * @since 1.2.0
     */
    signIn(options: SignInOptions): Promise<SignInResult>;
    /**
     * 제공자 SDK에 남아 있는 로그인 세션을 지웁니다. 서비스의 로그아웃은 별도로 처리해야 합니다.
     * @param provider 로그인 제공자
     * @platform ios Apple은 앱에서 세션을 지울 수 없으므로 아무 동작 없이 완료됩니다.
     * @since 1.2.0
     */
    signOut(provider: SocialProvider): Promise<void>;
    /**
     * 기기에서 사용할 수 있는 생체 인증 종류를 조회합니다.
     * @returns 생체 인증 종류. 하드웨어가 없거나 등록된 생체 정보가 없으면 `'none'`
     * @since 1.2.0
     */
    getBiometricType(): Promise<BiometricType>;
    /**
     * 지문이나 Face ID로 사용자를 다시 확인합니다.
     * @param options 인증 창 옵션
     * @returns 인증 결과
     * @throws {BIOMETRY_UNAVAILABLE} 생체 인증을 쓸 수 없고 `allowDeviceCredential`도 `false`입니다.
     * @throws {BIOMETRY_LOCKOUT} 실패가 반복되어 생체 인증이 잠겼습니다.
     * @since 1.2.0
     */
    authenticateBiometric(options: BiometricOptions): Promise<BiometricResult>;
  }

  // ---------------------------------------------------------------------------
  // backkey
  // ---------------------------------------------------------------------------

  /**
   * 뒤로 가기 버튼의 처리 방식입니다.
   * - `'history'`: 웹뷰 방문 기록의 이전 페이지로 이동하고, 첫 페이지에서는 앱을 닫습니다(기본값).
   * - `'confirmExit'`: `'history'`와 같지만 첫 페이지에서는 "한 번 더 누르면 종료됩니다" 안내를 띄우고 2초 안에 다시 누르면 닫습니다.
   * - `'event'`: 네이티브는 아무것도 하지 않고 `press` 이벤트만 보냅니다.
   * @since 1.3.0
   */
  export type BackKeyMode = 'history' | 'confirmExit' | 'event';

  /**
   * `press` 이벤트의 데이터입니다.
   * @since 1.3.0
   */
  export interface BackKeyPressEvent {
    /** 웹뷰에 돌아갈 방문 기록이 있는지 여부. @since 1.3.0 */
    canGoBack: boolean;
  }

  /**
   * backkey 네임스페이스의 이벤트입니다.
   * @since 1.3.0
   */
  export interface BackKeyEventMap {
    /** `'event'` 모드에서 사용자가 뒤로 가기 버튼을 눌렀습니다. @since 1.3.0 @platform android */
    press: BackKeyPressEvent;
  }

  /**
   * Android 뒤로 가기 버튼의 동작을 제어합니다. iOS에서는 모든 메서드가 아무 동작 없이 완료됩니다.
   * @since 1.3.0
   */
  export interface BackKeyNamespace extends NuriEventEmitter<BackKeyEventMap> {
    /**
     * 뒤로 가기 버튼의 처리 방식을 바꿉니다. 설정은 페이지를 이동해도 유지되며 앱을 다시 시작하면 `'history'`로 돌아갑니다.
     * @param mode 처리 방식
     * @platform android Android 13 이상의 뒤로 가기 예측 애니메이션은 `'history'`에서만 표시됩니다(앱 소스 1.8.0에서 Android 16 동작 수정).
     * @platform ios 아무 동작 없이 완료됩니다.
     * @since 1.3.0
     */
    setMode(mode: BackKeyMode): Promise<void>;
    /**
     * 현재 처리 방식을 조회합니다.
     * @returns 처리 방식. iOS에서는 항상 `'history'`
     * @since 1.3.0
     */
    getMode(): Promise<BackKeyMode>;
  }

  // ---------------------------------------------------------------------------
  // browser
  // ---------------------------------------------------------------------------

  /**
   * `open()` 옵션입니다.
   * @since 1.7.0
   */
  export interface BrowserOpenOptions {
    /** `'inApp'`은 인앱 브라우저(Android Custom Tabs, iOS SFSafariViewController. `returnUrl`이 있으면 iOS는 ASWebAuthenticationSession), `'external'`은 기기의 기본 브라우저. 기본값 `'inApp'`. @since 1.7.0 */
    mode?: 'inApp' | 'external';
    /**
     * 외부 인증이나 결제를 마친 뒤 앱으로 돌아올 주소입니다. 앱에 등록한 URI 스킴 주소(권장)나
     * 앱 링크·유니버설 링크로 확인된 `https` 주소여야 합니다. 인앱 브라우저는 자신이 방문하는 URL을
     * 앱에 알려 주지 않으므로, 누리 앱은 이 주소가 OS를 거쳐 앱으로 전달되었을 때 돌아온 것을 압니다.
     * 돌아오면 `redirect` 이벤트를 보내고 인앱 브라우저를 닫으며, 웹뷰는 이동하지 않습니다.
     * `mode: 'inApp'`에서만 쓸 수 있습니다.
     * @platform android 누리 앱이 자기 화면을 앞으로 가져오면서 Custom Tab이 닫힙니다.
     * @platform ios SFSafariViewController 대신 ASWebAuthenticationSession으로 엽니다. `https` 복귀 주소는 iOS 17.4 이상에서만 쓸 수 있습니다.
     * @since 1.7.0
     */
    returnUrl?: string;
    /** 인앱 브라우저 도구 모음 색상(`#RRGGBB`). ASWebAuthenticationSession에는 적용되지 않습니다. @since 1.7.0 */
    toolbarColor?: string;
  }

  /**
   * `close` 이벤트의 데이터입니다.
   * @since 1.7.0
   */
  export interface BrowserCloseEvent {
    /** 닫힌 이유. `'user'`는 사용자가 닫음, `'redirect'`는 `returnUrl`로 앱에 돌아옴, `'api'`는 `close()` 호출(iOS에서만). @since 1.7.0 */
    reason: 'user' | 'redirect' | 'api';
  }

  /**
   * `redirect` 이벤트의 데이터입니다.
   * @since 1.7.0
   */
  export interface BrowserRedirectEvent {
    /** 앱으로 돌아온 주소 전체(쿼리 문자열 포함). `returnUrl`로 시작합니다. @since 1.7.0 */
    url: string;
  }

  /**
   * browser 네임스페이스의 이벤트입니다.
   * @since 1.7.0
   */
  export interface BrowserEventMap {
    /** 인앱 브라우저가 닫혔습니다. iOS에서는 앱 소스 1.7.2부터 정확히 전달됩니다. @since 1.7.0 */
    close: BrowserCloseEvent;
    /** `returnUrl`로 앱에 돌아왔습니다. `close` 이벤트보다 먼저 전달됩니다. @since 1.7.0 */
    redirect: BrowserRedirectEvent;
  }

  /**
   * 링크를 인앱 브라우저나 기기의 기본 브라우저로 엽니다.
   * 인앱 브라우저는 OS가 그리는 별도 화면이라, 앱은 그 안에서 방문하는 URL을 볼 수 없습니다.
   * @since 1.7.0
   */
  export interface BrowserNamespace extends NuriEventEmitter<BrowserEventMap> {
    /**
     * URL을 인앱 브라우저나 기본 브라우저로 엽니다. 브라우저가 열리면 완료됩니다.
     * @param url `http` 또는 `https` URL
     * @param options 열기 옵션
     * @throws {INVALID_ARGUMENT} `http`/`https`가 아닌 URL이거나, `returnUrl`이 앱의 URI 스킴도 `https`도 아니거나, `mode: 'external'`에 `returnUrl`을 넘겼습니다.
     * @throws {IN_PROGRESS} 인앱 브라우저가 이미 열려 있습니다.
     * @since 1.7.0
     */
    open(url: string, options?: BrowserOpenOptions): Promise<void>;
    /**
     * 열려 있는 인앱 브라우저를 닫습니다. 열려 있지 않으면 아무 동작 없이 완료됩니다.
     * @platform android Custom Tab은 브라우저 앱이 그리는 화면이라 코드로 닫을 수 없으므로, 아무 동작 없이 완료되고 `close` 이벤트도 오지 않습니다. 사용자가 닫거나 `returnUrl`로 돌아와야 닫힙니다.
     * @platform ios SFSafariViewController나 ASWebAuthenticationSession을 닫고 `close` 이벤트(`reason: 'api'`)를 보냅니다.
     * @since 1.7.0
     */
    close(): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // clipboard
  // ---------------------------------------------------------------------------

  /**
   * 클립보드에 텍스트를 복사하고 읽습니다.
   * @since 1.6.0
   */
  export interface ClipboardNamespace {
    /**
     * 텍스트를 클립보드에 복사합니다.
     * @param text 복사할 텍스트
     * @platform android Android 13 이상에서는 OS가 복사 완료 안내를 직접 표시합니다.
     * @since 1.6.0
     */
    writeText(text: string): Promise<void>;
    /**
     * 클립보드의 텍스트를 읽습니다. 텍스트가 없으면 빈 문자열입니다.
     * @returns 클립보드의 텍스트
     * @platform ios 다른 앱에서 복사한 내용을 읽으면 붙여넣기 허용 여부를 묻는 시스템 창이 표시될 수 있습니다. 거부하면 `PERMISSION_DENIED`로 거부됩니다.
     * @platform android 서식 있는 텍스트는 서식을 뺀 텍스트로 돌려줍니다(앱 소스 1.6.7에서 수정).
     * @throws {PERMISSION_DENIED} iOS에서 사용자가 붙여넣기를 허용하지 않았습니다.
     * @since 1.6.0
     */
    readText(): Promise<string>;
    /**
     * 클립보드에 텍스트가 있는지 확인합니다. 내용을 읽지 않으므로 iOS의 붙여넣기 허용 창이 표시되지 않습니다.
     * @returns 텍스트가 있으면 `true`
     * @since 1.6.0
     */
    hasText(): Promise<boolean>;
  }

  // ---------------------------------------------------------------------------
  // device
  // ---------------------------------------------------------------------------

  /**
   * 기기 정보입니다.
   * @since 1.0.0
   */
  export interface DeviceInfo {
    /** 기기 모델. 예: `'SM-S921N'`, `'iPhone16,1'` @since 1.0.0 */
    model: string;
    /** 제조사. 예: `'samsung'`, `'Apple'` @since 1.0.0 */
    manufacturer: string;
    /** OS 이름. @since 1.0.0 */
    os: 'android' | 'ios' | 'ipados';
    /** OS 버전. 예: `'15'`, `'18.1'` @since 1.0.0 */
    osVersion: string;
    /** 기기 언어와 지역(BCP 47). 예: `'ko-KR'` @since 1.0.0 */
    locale: string;
    /** IANA 시간대. 예: `'Asia/Seoul'` @since 1.0.0 */
    timeZone: string;
    /** 태블릿이면 `true`. @since 1.0.0 */
    isTablet: boolean;
    /** 화면 크기(CSS 픽셀)와 배율. @since 1.0.0 */
    screen: { width: number; height: number; scale: number };
  }

  /**
   * 네트워크 연결 상태입니다.
   * @since 1.0.0
   */
  export interface NetworkStatus {
    /** 인터넷에 연결되어 있으면 `true`. @since 1.0.0 */
    connected: boolean;
    /** 연결 종류. @since 1.0.0 */
    type: 'wifi' | 'cellular' | 'ethernet' | 'none' | 'unknown';
  }

  /**
   * device 네임스페이스의 이벤트입니다.
   * @since 1.0.0
   */
  export interface DeviceEventMap {
    /** 네트워크 연결 상태가 바뀌었습니다. @since 1.0.0 */
    networkChange: NetworkStatus;
  }

  /**
   * 기기 모델, OS 버전, 화면 크기, 언어 같은 기기 정보를 제공합니다.
   * @since 1.0.0
   */
  export interface DeviceNamespace extends NuriEventEmitter<DeviceEventMap> {
    /**
     * 기기 정보를 조회합니다.
     * @returns 기기 정보
     * @platform ios iPad에서는 `os`가 `'ipados'`입니다.
     * @since 1.0.0
     */
    getInfo(): Promise<DeviceInfo>;
    /**
     * 앱 설치마다 만들어지는 기기 식별자(UUID)를 조회합니다. 앱을 지웠다가 다시 설치하면 바뀝니다.
     * @returns 기기 식별자
     * @since 1.0.0
     */
    getId(): Promise<string>;
    /**
     * 광고 식별자(Android 광고 ID, iOS IDFA)를 조회합니다. 사용자가 추적을 허용하지 않았으면 `null`입니다.
     * @returns 광고 식별자 또는 `null`
     * @platform ios 앱 추적 투명성 권한(`nuri.permission`의 `'tracking'`)이 허용된 경우에만 값을 돌려줍니다.
     * @platform android 사용자가 광고 ID를 삭제했거나 Google Play 서비스가 없으면 `null`입니다.
     * @since 1.0.0
     */
    getAdvertisingId(): Promise<string | null>;
    /**
     * 현재 네트워크 연결 상태를 조회합니다.
     * @returns 네트워크 상태
     * @since 1.0.0
     */
    getNetworkStatus(): Promise<NetworkStatus>;
  }

  // ---------------------------------------------------------------------------
  // env
  // ---------------------------------------------------------------------------

  /**
   * 웹 코드의 실행 환경입니다.
   * @since 1.0.0
   */
  export interface NuriEnvironment {
    /** 누리 앱 안에서 실행 중이면 `true`. @since 1.0.0 */
    isNativeApp: boolean;
    /** 플랫폼. iPadOS도 `'ios'`입니다(1.8.0에서 수정). @since 1.0.0 */
    platform: Platform;
    /** 앱 소스 버전. 누리 앱 밖에서는 `null`. @since 1.0.0 */
    appSourceVersion: string | null;
    /** SDK 버전. `nuri.version`과 같습니다. @since 1.0.0 */
    sdkVersion: string;
    /** 샌드박스 앱에서 실행 중이면 `true`. @since 1.0.0 */
    isSandbox: boolean;
  }

  /**
   * 웹 코드의 실행 환경과 플랫폼을 확인합니다. 모든 메서드가 동기이며 일반 브라우저에서도 동작합니다.
   * @since 1.0.0
   */
  export interface EnvNamespace {
    /**
     * 실행 환경 전체를 한 번에 조회합니다.
     * @returns 실행 환경
     * @since 1.0.0
     */
    get(): NuriEnvironment;
    /**
     * 플랫폼을 조회합니다. 누리 앱 밖에서는 `'web'`입니다.
     * @returns 플랫폼
     * @platform ios iPadOS에서 데스크톱 웹사이트 요청 설정이 켜져 있어도 `'ios'`를 돌려줍니다(1.8.0에서 수정).
     * @since 1.0.0
     */
    getPlatform(): Platform;
    /**
     * 샌드박스 앱에서 실행 중인지 확인합니다.
     * @returns 샌드박스이면 `true`
     * @since 1.0.0
     */
    isSandbox(): boolean;
    /**
     * 앱 소스 버전을 조회합니다.
     * @returns 앱 소스 버전. 누리 앱 밖에서는 `null`
     * @since 1.0.0
     */
    getAppSourceVersion(): string | null;
  }

  // ---------------------------------------------------------------------------
  // event
  // ---------------------------------------------------------------------------

  /**
   * 모든 네임스페이스의 이벤트를 `'<네임스페이스>.<이벤트>'` 이름으로 모은 맵입니다.
   * 예: `'push.opened'`는 `nuri.push`의 `opened` 이벤트입니다.
   * @since 1.0.0
   */
  export type NuriEventMap = { [K in keyof AppEventMap as `app.${K}`]: AppEventMap[K] } & {
    [K in keyof BackKeyEventMap as `backkey.${K}`]: BackKeyEventMap[K];
  } & { [K in keyof BrowserEventMap as `browser.${K}`]: BrowserEventMap[K] } & {
    [K in keyof DeviceEventMap as `device.${K}`]: DeviceEventMap[K];
  } & { [K in keyof IapEventMap as `iap.${K}`]: IapEventMap[K] } & {
    [K in keyof LocationEventMap as `location.${K}`]: LocationEventMap[K];
  } & { [K in keyof NavigationEventMap as `navigation.${K}`]: NavigationEventMap[K] } & {
    [K in keyof PushEventMap as `push.${K}`]: PushEventMap[K];
  } & { [K in keyof RefreshEventMap as `refresh.${K}`]: RefreshEventMap[K] } & {
    [K in keyof TabBarEventMap as `tabbar.${K}`]: TabBarEventMap[K];
  };

  /**
   * 전체 이벤트 이름입니다. 예: `'push.opened'`
   * @since 1.0.0
   */
  export type NuriEventName = keyof NuriEventMap & string;

  /**
   * 분석 이벤트를 보낼 대상입니다. `'appsflyer'`와 `'facebook'`은 1.6.0부터 사용할 수 있습니다.
   * @since 1.0.0
   */
  export type AnalyticsTarget = 'firebase' | 'appsflyer' | 'facebook';

  /**
   * 분석 이벤트 파라미터입니다.
   * @since 1.0.0
   */
  export type AnalyticsParams = Record<string, string | number | boolean>;

  /**
   * `logEvent()` 옵션입니다.
   * @since 1.0.0
   */
  export interface LogEventOptions {
    /** 보낼 대상. 생략하면 콘솔에서 연동을 켠 모든 대상으로 보냅니다. @since 1.0.0 */
    targets?: AnalyticsTarget[];
  }

  /**
   * 모든 네임스페이스의 네이티브 이벤트를 한곳에서 구독하고, 연동한 분석 서비스로 이벤트를 보냅니다.
   * @since 1.0.0
   */
  export interface EventNamespace {
    /**
     * 이벤트를 구독합니다. `nuri.event.on('push.opened', h)`는 `nuri.push.on('opened', h)`와 같습니다.
     * 콜백에서 예외가 발생해도 다음 이벤트는 정상적으로 전달됩니다(1.0.3에서 수정).
     * @param event `'<네임스페이스>.<이벤트>'` 형식의 이벤트 이름
     * @param handler 이벤트가 발생할 때마다 호출할 함수
     * @returns 구독 해제 함수
     * @since 1.0.0
     */
    on<K extends NuriEventName>(event: K, handler: (payload: NuriEventMap[K]) => void): Unsubscribe;
    /**
     * 이벤트를 한 번만 받고 자동으로 구독을 해제합니다.
     * @param event 이벤트 이름
     * @param handler 이벤트가 처음 발생할 때 호출할 함수
     * @returns 이벤트가 오기 전에 구독을 취소하는 함수
     * @since 1.0.0
     */
    once<K extends NuriEventName>(event: K, handler: (payload: NuriEventMap[K]) => void): Unsubscribe;
    /**
     * 구독을 해제합니다. `handler`를 생략하면 이 이벤트의 구독을 모두 해제합니다.
     * 같은 함수로 여러 번 구독했다면 모두 해제합니다(1.4.2에서 수정).
     * @param event 이벤트 이름
     * @param handler `on`이나 `once`에 넘긴 함수
     * @since 1.0.0
     */
    off<K extends NuriEventName>(event: K, handler?: (payload: NuriEventMap[K]) => void): void;
    /**
     * 연동한 분석 서비스(Firebase 애널리틱스, AppsFlyer, Facebook)로 이벤트를 보냅니다.
     * 네이티브 SDK가 보낸 이벤트와 똑같이 집계됩니다.
     * @param name 이벤트 이름. 영문자로 시작하고 영문, 숫자, `_`만 쓰며 40자 이하
     * @param params 이벤트 파라미터. 최대 25개
     * @param options 보낼 대상
     * @throws {INVALID_ARGUMENT} 이벤트 이름이나 파라미터가 규칙에 맞지 않습니다.
     * @throws {NOT_CONFIGURED} `targets`에 지정한 서비스의 연동이 설정되지 않았습니다.
     * @since 1.0.0
     */
    logEvent(name: string, params?: AnalyticsParams, options?: LogEventOptions): Promise<void>;
    /**
     * 분석 서비스에 서비스의 사용자 ID를 설정합니다(AppsFlyer의 고객 사용자 ID, Firebase와 Facebook의 사용자 ID).
     * 로그아웃할 때는 `null`을 넘기세요.
     * @param userId 사용자 ID 또는 `null`
     * @since 1.0.0
     */
    setUserId(userId: string | null): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // iap
  // ---------------------------------------------------------------------------

  /**
   * 상품 종류입니다. 소모성, 비소모성, 구독.
   * @since 1.1.0
   */
  export type ProductType = 'consumable' | 'nonConsumable' | 'subscription';

  /**
   * 스토어에 등록된 상품 정보입니다.
   * @since 1.1.0
   */
  export interface Product {
    /** 스토어에 등록한 상품 ID. @since 1.1.0 */
    productId: string;
    /** 상품 종류. @since 1.1.0 */
    type: ProductType;
    /** 스토어에 표시되는 상품 이름. @since 1.1.0 */
    title: string;
    /** 상품 설명. @since 1.1.0 */
    description: string;
    /** 통화 기호를 포함해 현지화된 가격 문자열. 예: `'₩5,900'` @since 1.1.0 */
    price: string;
    /** 가격 숫자. 예: `5900` @since 1.1.0 */
    priceAmount: number;
    /** ISO 4217 통화 코드. 예: `'KRW'` (1.2.0에서 누락 문제 수정) @since 1.1.0 */
    currency: string;
    /** 구독 주기(ISO 8601 기간). 예: `'P1M'`. 구독 상품이 아니면 `null`. @since 1.1.0 */
    subscriptionPeriod: string | null;
  }

  /**
   * 완료된 구매 한 건입니다.
   * @since 1.1.0
   */
  export interface Purchase {
    /** 거래 ID. Android는 주문 ID, iOS는 거래 ID입니다. `finishTransaction()`에 넘깁니다. @since 1.1.0 */
    transactionId: string;
    /** 상품 ID. @since 1.1.0 */
    productId: string;
    /** 구매 시각(ISO 8601). @since 1.1.0 */
    purchasedAt: string;
    /** 서버 검증에 쓰는 값. Android는 구매 토큰, iOS는 서명된 거래 정보(JWS)입니다. @since 1.1.0 */
    verificationData: string;
    /** 구독의 최초 거래 ID. 구독이 아니면 `null`. @since 1.1.0 */
    originalTransactionId: string | null;
    /** 구매 플랫폼. @since 1.1.0 */
    platform: 'android' | 'ios';
  }

  /**
   * `purchase()` 옵션입니다.
   * @since 1.1.0
   */
  export interface PurchaseOptions {
    /** 서비스 계정과 구매를 연결하는 UUID. 웹훅에 그대로 전달되며, Android의 `obfuscatedAccountId`, iOS의 `appAccountToken`으로 쓰입니다. @since 1.1.0 */
    appAccountToken?: string;
  }

  /**
   * 구매 요청의 결과입니다.
   * - `'purchased'`: 결제가 끝났습니다. 상품을 지급하고 `finishTransaction()`을 호출하세요.
   * - `'pending'`: 결제 승인을 기다리고 있습니다(보호자 승인, 편의점 결제 등). 승인되면 `purchaseUpdate` 이벤트가 옵니다.
   * - `'cancelled'`: 사용자가 결제 창을 닫았습니다.
   * @since 1.1.0
   */
  export type PurchaseResult =
    | { status: 'purchased'; purchase: Purchase }
    | { status: 'pending'; productId: string }
    | { status: 'cancelled'; productId: string };

  /**
   * 활성 구독 한 건입니다.
   * @since 1.1.0
   */
  export interface Subscription {
    /** 구독 상품 ID. @since 1.1.0 */
    productId: string;
    /** 구독의 최초 거래 ID. 갱신과 변경을 거쳐도 유지됩니다. @since 1.1.0 */
    originalTransactionId: string;
    /** 현재 기간이 끝나는 시각(ISO 8601). @since 1.1.0 */
    expiresAt: string;
    /** 자동 갱신이 켜져 있으면 `true`. @since 1.1.0 */
    autoRenewing: boolean;
  }

  /**
   * 구독 변경 시점과 요금 정산 방식입니다. Android에서만 적용되며 iOS에서는 App Store 규칙을 따릅니다.
   * - `'immediateWithTimeProration'`: 즉시 변경하고 남은 기간을 새 상품 기준으로 환산합니다(기본값).
   * - `'immediateAndChargeProratedPrice'`: 즉시 변경하고 결제 주기는 그대로 둔 채 남은 기간의 차액을 바로 청구합니다. 기간당 가격이 오르는 업그레이드에만 쓸 수 있습니다(월간 → 연간처럼 기간당 가격이 내려가는 변경에는 쓸 수 없습니다).
   * - `'immediateAndChargeFullPrice'`: 즉시 변경하고 새 상품 요금 전액을 청구합니다.
   * - `'deferred'`: 현재 기간이 끝난 뒤 변경합니다.
   * @since 1.8.0
   */
  export type ReplacementMode =
    | 'immediateWithTimeProration'
    | 'immediateAndChargeProratedPrice'
    | 'immediateAndChargeFullPrice'
    | 'deferred';

  /**
   * `changeSubscription()` 옵션입니다.
   * @since 1.8.0
   */
  export interface ChangeSubscriptionOptions {
    /** 지금 구독 중인 상품 ID. @since 1.8.0 */
    fromProductId: string;
    /** 바꿀 구독 상품 ID. iOS는 같은 구독 그룹, Android는 같은 구독의 다른 기본 요금제여야 합니다. @since 1.8.0 */
    toProductId: string;
    /** 변경 시점과 정산 방식. @since 1.8.0 @platform android */
    replacementMode?: ReplacementMode;
    /** `purchase()`의 옵션과 같습니다. @since 1.8.0 */
    appAccountToken?: string;
  }

  /**
   * iap 네임스페이스의 이벤트입니다.
   * @since 1.1.0
   */
  export interface IapEventMap {
    /**
     * 대기 중이던 구매가 완료되었거나, 앱 밖(스토어의 구독 관리 화면 등)에서 거래가 생겼거나,
     * 완료 처리하지 않은 거래가 다시 전달되었습니다. 완료 처리하지 않은 거래는 Android와 iOS 모두
     * 앱이 실행될 때마다 다시 전달되며, 웹 코드가 이 이벤트를 처음 구독할 때 받습니다.
     * @since 1.1.0
     */
    purchaseUpdate: Purchase;
  }

  /**
   * Google Play와 App Store의 인앱 결제를 하나의 인터페이스로 처리합니다.
   * @since 1.1.0
   */
  export interface IapNamespace extends NuriEventEmitter<IapEventMap> {
    /**
     * 스토어에 등록된 상품 정보를 조회합니다. 스토어에서 찾지 못한 ID는 결과에서 빠집니다.
     * @param productIds 상품 ID 목록
     * @returns 상품 목록
     * @throws {STORE_ERROR} 스토어에 연결하지 못했습니다.
     * @since 1.1.0
     */
    getProducts(productIds: string[]): Promise<Product[]>;
    /**
     * 결제 창을 띄워 상품을 구매합니다.
     * @param productId 상품 ID
     * @param options 구매 옵션
     * @returns 구매 결과
     * @platform android 완료 처리하지 않은 소모성 상품을 다시 사면 `ALREADY_OWNED`로 거부되고, 누리 앱이 그 구매를 바로 `purchaseUpdate` 이벤트로 다시 보냅니다.
     * @throws {NOT_FOUND} 스토어에 없는 상품입니다.
     * @throws {ALREADY_OWNED} 이미 보유한 비소모성 상품이나 구독입니다. Android에서는 완료 처리하지 않은 같은 소모성 상품이 있을 때도 거부됩니다.
     * @throws {STORE_ERROR} 스토어가 결제를 처리하지 못했습니다.
     * @throws {IN_PROGRESS} 다른 결제가 진행 중입니다.
     * @since 1.1.0
     */
    purchase(productId: string, options?: PurchaseOptions): Promise<PurchaseResult>;
    /**
     * 상품 지급을 마친 거래를 완료 처리합니다. 소모성 상품은 다시 구매할 수 있게 소비 처리됩니다.
     * 완료 처리하지 않은 거래는 Android와 iOS 모두 앱이 실행될 때마다 `purchaseUpdate` 이벤트로 다시 전달됩니다.
     * @param transactionId `Purchase.transactionId`
     * @platform android 구매 후 3일 안에 완료 처리하지 않으면 Google Play가 자동으로 환불합니다. 소모성 상품은 완료 처리해야 다시 살 수 있습니다.
     * @throws {NOT_FOUND} 완료 처리할 거래가 없습니다.
     * @since 1.1.0
     */
    finishTransaction(transactionId: string): Promise<void>;
    /**
     * 사용자가 보유한 비소모성 상품과 활성 구독의 구매 내역을 복원합니다. 만료된 구독은 포함하지 않습니다.
     * @returns 구매 목록
     * @platform ios App Store 계정 로그인 창이 표시될 수 있습니다.
     * @throws {STORE_ERROR} 스토어에 연결하지 못했습니다.
     * @since 1.1.0
     */
    restore(): Promise<Purchase[]>;
    /**
     * 활성 구독 목록을 조회합니다. 환불되거나 만료된 구독은 포함하지 않습니다.
     * @returns 활성 구독 목록
     * @throws {STORE_ERROR} 스토어에 연결하지 못했습니다.
     * @since 1.1.0
     */
    getActiveSubscriptions(): Promise<Subscription[]>;
    /**
     * 구독 상품을 업그레이드하거나 다운그레이드합니다. Android와 iOS 앱 소스 1.8.0 이상이 필요합니다.
     * @param options 변경할 구독과 방식
     * @returns 구매 결과. 다운그레이드처럼 다음 갱신 때 적용되는 변경도 `'purchased'`로 끝납니다.
     * @platform android 같은 구독 안의 기본 요금제 사이에서만 바꿀 수 있으며, `replacementMode`로 변경 시점과 정산 방식을 정합니다.
     * @platform ios 같은 구독 그룹 안에서만 바꿀 수 있습니다. 업그레이드는 즉시, 다운그레이드는 다음 갱신일에 적용되며 `replacementMode`는 무시됩니다.
     * @throws {UNSUPPORTED} 앱 소스가 1.8.0보다 낮습니다.
     * @throws {NOT_FOUND} `fromProductId` 구독이 활성 상태가 아닙니다.
     * @throws {INVALID_ARGUMENT} 두 상품이 같은 구독 그룹(iOS)이나 같은 구독(Android)에 속하지 않거나, 변경에 쓸 수 없는 `replacementMode`입니다.
     * @throws {STORE_ERROR} 스토어가 변경을 처리하지 못했습니다.
     * @since 1.8.0
     */
    changeSubscription(options: ChangeSubscriptionOptions): Promise<PurchaseResult>;
  }

  // ---------------------------------------------------------------------------
  // loading
  // ---------------------------------------------------------------------------

  /**
   * `hideSplash()` 옵션입니다.
   * @since 1.3.0
   */
  export interface HideSplashOptions {
    /** 페이드 아웃 시간(밀리초). 기본값 `200`, `0`이면 바로 닫습니다. @since 1.3.0 */
    fadeDuration?: number;
  }

  /**
   * `show()` 옵션입니다.
   * @since 1.3.0
   */
  export interface LoadingOptions {
    /** 표시기 아래에 보여 줄 문구. @since 1.3.0 */
    message?: string;
  }

  /**
   * 스플래시 화면과 네이티브 로딩 표시기를 제어합니다.
   * @since 1.3.0
   */
  export interface LoadingNamespace {
    /**
     * 스플래시 화면을 닫습니다. 콘솔에서 스플래시 자동 닫기를 끈 경우에 사용하며, 이미 닫혀 있으면 아무 동작 없이 완료됩니다.
     * @param options 닫기 옵션
     * @since 1.3.0
     */
    hideSplash(options?: HideSplashOptions): Promise<void>;
    /**
     * 화면 전체를 덮는 로딩 표시기를 띄웁니다. 표시기가 떠 있는 동안 사용자 입력이 막힙니다.
     * @param options 표시 옵션
     * @since 1.3.0
     */
    show(options?: LoadingOptions): Promise<void>;
    /**
     * 로딩 표시기를 닫습니다.
     * @since 1.3.0
     */
    hide(): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // location
  // ---------------------------------------------------------------------------

  /**
   * 위치 정확도 수준입니다. 높을수록 배터리를 많이 씁니다.
   * @since 1.4.0
   */
  export type LocationAccuracy = 'high' | 'balanced' | 'low';

  /**
   * 위치 한 건입니다.
   * @since 1.4.0
   */
  export interface Position {
    /** 위도. @since 1.4.0 */
    latitude: number;
    /** 경도. @since 1.4.0 */
    longitude: number;
    /** 수평 정확도(미터, 반경). @since 1.4.0 */
    accuracy: number;
    /** 고도(미터). 알 수 없으면 `null`. @since 1.4.0 */
    altitude: number | null;
    /** 이동 방향(북쪽 기준 시계 방향 각도). 알 수 없으면 `null`. @since 1.4.0 */
    heading: number | null;
    /** 속도(m/s). 알 수 없으면 `null`. @since 1.4.0 */
    speed: number | null;
    /** 측정 시각(Unix 밀리초). @since 1.4.0 */
    timestamp: number;
  }

  /**
   * `getCurrentPosition()` 옵션입니다.
   * @since 1.4.0
   */
  export interface PositionOptions {
    /** 정확도. 기본값 `'balanced'` (타입 정의는 1.4.2에서 추가). @since 1.4.0 */
    accuracy?: LocationAccuracy;
    /** 최대 대기 시간(밀리초). 기본값 `10000`. @since 1.4.0 */
    timeout?: number;
    /** 이 시간(밀리초) 안에 측정한 위치가 있으면 새로 측정하지 않고 돌려줍니다. 기본값 `0`. @since 1.4.0 */
    maximumAge?: number;
  }

  /**
   * `startUpdates()` 옵션입니다.
   * @since 1.4.0
   */
  export interface LocationUpdateOptions {
    /** 정확도. 기본값 `'balanced'`. @since 1.4.0 */
    accuracy?: LocationAccuracy;
    /** 이 거리(미터) 이상 움직였을 때만 알립니다. 기본값 `0`. @since 1.4.0 */
    distanceFilter?: number;
    /** 업데이트 간격(밀리초). Android에서만 적용됩니다. 기본값 `5000`. @since 1.4.0 @platform android */
    interval?: number;
  }

  /**
   * location 네임스페이스의 이벤트입니다.
   * @since 1.4.0
   */
  export interface LocationEventMap {
    /** `startUpdates()`로 추적 중에 위치가 바뀌었습니다. @since 1.4.0 */
    change: Position;
  }

  /**
   * 기기의 현재 위치를 조회하고 위치 변화를 추적합니다. 위치 권한이 필요합니다.
   * @since 1.4.0
   */
  export interface LocationNamespace extends NuriEventEmitter<LocationEventMap> {
    /**
     * 현재 위치를 한 번 조회합니다.
     * @param options 조회 옵션
     * @returns 위치
     * @platform android 대략적인 위치만 허용된 경우 정확도가 낮은 위치를 돌려줍니다(앱 소스 1.4.1에서 수정).
     * @platform ios 대략적인 위치만 허용된 경우 `accuracy`가 수 킬로미터일 수 있습니다.
     * @throws {PERMISSION_DENIED} 위치 권한이 없습니다.
     * @throws {LOCATION_UNAVAILABLE} 위치 서비스가 꺼져 있거나 위치를 확인할 수 없습니다.
     * @throws {TIMEOUT} `timeout` 안에 위치를 얻지 못했습니다.
     * @since 1.4.0
     */
    getCurrentPosition(options?: PositionOptions): Promise<Position>;
    /**
     * 위치 추적을 시작합니다. 위치가 바뀔 때마다 `change` 이벤트가 옵니다. 앱이 백그라운드로 가면 추적이 멈추고 돌아오면 다시 시작합니다.
     * @param options 추적 옵션. 이미 추적 중이면 새 옵션으로 바꿉니다.
     * @throws {PERMISSION_DENIED} 위치 권한이 없습니다.
     * @throws {LOCATION_UNAVAILABLE} 위치 서비스가 꺼져 있습니다.
     * @since 1.4.0
     */
    startUpdates(options?: LocationUpdateOptions): Promise<void>;
    /**
     * 위치 추적을 멈춥니다. 추적 중이 아니면 아무 동작 없이 완료됩니다.
     * @since 1.4.0
     */
    stopUpdates(): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // navigation
  // ---------------------------------------------------------------------------

  /**
   * `open()` 옵션입니다.
   * @since 1.0.0
   */
  export interface NavigationOpenOptions {
    /** 새 화면의 내비게이션 바 제목. 생략하면 페이지의 `<title>`을 씁니다. @since 1.0.0 */
    title?: string;
    /** `'push'`는 옆으로 밀려 들어오는 화면, `'modal'`은 아래에서 올라오는 화면. 기본값 `'push'`. @since 1.0.0 */
    presentation?: 'push' | 'modal';
  }

  /**
   * 내비게이션 바 오른쪽에 표시할 버튼입니다.
   * @since 1.0.0
   */
  export interface NavigationButton {
    /** `buttonClick` 이벤트에서 버튼을 구분하는 ID. @since 1.0.0 */
    id: string;
    /** 버튼 문구. `icon`이 있으면 접근성 레이블로 쓰입니다. @since 1.0.0 */
    title: string;
    /** 기본 제공 아이콘. @since 1.0.0 */
    icon?: 'share' | 'search' | 'close' | 'more' | 'settings';
  }

  /**
   * 앱으로 들어온 링크의 종류입니다.
   * - `'uriScheme'`: URI 스킴(인텐트 스킴 포함) @since 1.0.0
   * - `'appLink'`: Android 앱 링크 @since 1.0.0
   * - `'universalLink'`: iOS 유니버설 링크 @since 1.0.0
   * - `'nuriLink'`: 누리 링크 @since 1.7.0
   * - `'appsflyer'`: AppsFlyer 원링크(디퍼드 딥 링크 포함) @since 1.6.0
   * @since 1.0.0
   */
  export type LinkSource = 'uriScheme' | 'appLink' | 'universalLink' | 'nuriLink' | 'appsflyer';

  /**
   * 앱으로 들어온 링크입니다.
   * @since 1.0.0
   */
  export interface IncomingLink {
    /** 앱이 받은 원래 URL. @since 1.0.0 */
    url: string;
    /** 웹뷰에서 열 경로. 예: `'/products/42'` @since 1.0.0 */
    path: string;
    /** 쿼리 문자열 파라미터. @since 1.0.0 */
    params: Record<string, string>;
    /** 링크 종류. @since 1.0.0 */
    source: LinkSource;
    /** 앱 설치 전에 누른 링크를 설치 후 첫 실행에서 전달한 것이면 `true`. @since 1.7.0 */
    deferred: boolean;
  }

  /**
   * `buttonClick` 이벤트의 데이터입니다.
   * @since 1.0.0
   */
  export interface NavigationButtonClickEvent {
    /** 누른 버튼의 `id`. @since 1.0.0 */
    id: string;
  }

  /**
   * navigation 네임스페이스의 이벤트입니다.
   * @since 1.0.0
   */
  export interface NavigationEventMap {
    /** 앱이 실행 중일 때 딥 링크나 누리 링크로 다시 들어왔습니다. 누리 앱은 `path`로 웹뷰를 이동한 뒤 이 이벤트를 보냅니다. @since 1.0.0 */
    link: IncomingLink;
    /** 내비게이션 바 버튼을 눌렀습니다. @since 1.0.0 */
    buttonClick: NavigationButtonClickEvent;
  }

  /**
   * 화면 전환과 네이티브 내비게이션 바를 다루고, 앱으로 들어온 링크를 알려 줍니다.
   * @since 1.0.0
   */
  export interface NavigationNamespace extends NuriEventEmitter<NavigationEventMap> {
    /**
     * 새 네이티브 화면을 열고 URL을 불러옵니다. 새 화면은 별도 웹뷰이므로 현재 페이지의 상태는 유지됩니다.
     * @param url 열 URL. 상대 경로는 현재 페이지 기준으로 해석합니다.
     * @param options 화면 옵션
     * @since 1.0.0
     */
    open(url: string, options?: NavigationOpenOptions): Promise<void>;
    /**
     * 현재 화면을 닫고 이전 화면으로 돌아갑니다. 첫 화면에서는 아무 동작 없이 완료됩니다.
     * @since 1.0.0
     */
    close(): Promise<void>;
    /**
     * 현재 화면의 내비게이션 바 제목을 바꿉니다.
     * @param title 제목
     * @since 1.0.0
     */
    setTitle(title: string): Promise<void>;
    /**
     * 내비게이션 바 오른쪽 버튼을 설정합니다. 빈 배열을 넘기면 버튼을 모두 지웁니다.
     * @param buttons 버튼 목록. 최대 2개
     * @throws {INVALID_ARGUMENT} 버튼이 2개보다 많거나 `id`가 겹칩니다.
     * @since 1.0.0
     */
    setButtons(buttons: NavigationButton[]): Promise<void>;
    /**
     * 앱을 실행한 링크를 조회합니다. 설치 전에 누른 누리 링크도 설치 후 첫 실행에서 돌려줍니다. Android와 iOS 앱 소스 1.7.0 이상이 필요합니다.
     * @returns 앱을 실행한 링크. 링크 없이 실행했으면 `null`
     * @throws {UNSUPPORTED} 앱 소스가 1.7.0보다 낮습니다.
     * @since 1.7.0
     */
    getInitialLink(): Promise<IncomingLink | null>;
  }

  // ---------------------------------------------------------------------------
  // permission
  // ---------------------------------------------------------------------------

  /**
   * 권한 이름입니다. `'tracking'`(앱 추적 투명성)은 iOS 전용이며 Android에서는 항상 `'granted'`입니다.
   * @since 1.4.0
   */
  export type PermissionName = 'camera' | 'microphone' | 'photos' | 'location' | 'notification' | 'tracking';

  /**
   * 권한 상태입니다.
   * - `'granted'`: 허용
   * - `'limited'`: 일부만 허용(iOS 사진 일부 선택, 대략적인 위치) — 1.4.1에서 iOS 사진 판별 수정
   * - `'denied'`: 아직 묻지 않았거나 거부했지만 다시 요청할 수 있음
   * - `'blocked'`: 거부되어 다시 요청해도 시스템 창이 뜨지 않음. 설정 화면으로 안내해야 합니다.
   * - `'unavailable'`: 기기가 이 기능을 지원하지 않음
   * @since 1.4.0
   */
  export type PermissionStatus = 'granted' | 'limited' | 'denied' | 'blocked' | 'unavailable';

  /**
   * 기기 권한의 상태를 확인하고 요청합니다.
   * @since 1.4.0
   */
  export interface PermissionNamespace {
    /**
     * 권한 상태를 확인합니다. 시스템 창을 띄우지 않습니다.
     * @param name 권한 이름
     * @returns 권한 상태
     * @platform android Android 12 이하에서 `'photos'`는 저장소 읽기 권한을, Android 12 이하의 `'notification'`은 앱 알림 설정을 확인합니다.
     * @since 1.4.0
     */
    check(name: PermissionName): Promise<PermissionStatus>;
    /**
     * 권한을 요청합니다. 이미 허용되었거나 `'blocked'`이면 시스템 창 없이 현재 상태를 돌려줍니다.
     * @param name 권한 이름
     * @returns 요청 후 권한 상태
     * @platform ios 앱의 Info.plist에 해당 권한의 사용 목적 문구(`NS…UsageDescription`)가 있어야 합니다. 앱 소스에는 기본 문구가 들어 있습니다.
     * @since 1.4.0
     */
    request(name: PermissionName): Promise<PermissionStatus>;
    /**
     * 여러 권한을 차례로 요청합니다.
     * @param names 권한 이름 목록
     * @returns 권한별 상태
     * @since 1.4.0
     */
    requestMultiple<N extends PermissionName>(names: N[]): Promise<Record<N, PermissionStatus>>;
  }

  // ---------------------------------------------------------------------------
  // preference
  // ---------------------------------------------------------------------------

  /**
   * preference에 저장할 수 있는 값입니다. JSON으로 직렬화할 수 있는 값이어야 합니다.
   * @since 1.2.0
   */
  export type PreferenceValue = string | number | boolean | null | PreferenceValue[] | { [key: string]: PreferenceValue };

  /**
   * 저장소 옵션입니다.
   * @since 1.2.0
   */
  export interface PreferenceOptions {
    /** `true`면 암호화 저장소(Android Keystore로 암호화한 저장소, iOS 키체인)를 사용합니다. 기본값 `false`. @since 1.2.0 */
    secure?: boolean;
  }

  /**
   * 앱 안에 키와 값 형태의 데이터를 저장합니다. 웹뷰 데이터를 지워도 유지되고, 앱을 삭제하면 지워집니다.
   * @since 1.2.0
   */
  export interface PreferenceNamespace {
    /**
     * 값을 읽습니다.
     * @param key 키
     * @param options 저장소 옵션. 저장할 때와 같은 `secure` 값을 넘겨야 합니다.
     * @returns 저장된 값. 없으면 `null`
     * @since 1.2.0
     */
    get(key: string, options?: PreferenceOptions): Promise<PreferenceValue>;
    /**
     * 값을 저장합니다. 같은 키가 있으면 덮어씁니다.
     * @param key 키. 1~128자
     * @param value 저장할 값. JSON으로 직렬화해 1MB 이하
     * @param options 저장소 옵션
     * @throws {INVALID_ARGUMENT} 키가 비었거나 값을 직렬화할 수 없거나 너무 큽니다.
     * @since 1.2.0
     */
    set(key: string, value: PreferenceValue, options?: PreferenceOptions): Promise<void>;
    /**
     * 값을 지웁니다. 키가 없으면 아무 동작 없이 완료됩니다.
     * @param key 키
     * @param options 저장소 옵션
     * @since 1.2.0
     */
    remove(key: string, options?: PreferenceOptions): Promise<void>;
    /**
     * 저장된 키 목록을 조회합니다.
     * @param options 저장소 옵션
     * @returns 키 목록
     * @since 1.2.0
     */
    keys(options?: PreferenceOptions): Promise<string[]>;
    /**
     * 저장소의 값을 모두 지웁니다.
     * @param options 저장소 옵션. `secure: true`면 암호화 저장소만, 아니면 일반 저장소만 지웁니다.
     * @since 1.2.0
     */
    clear(options?: PreferenceOptions): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // push
  // ---------------------------------------------------------------------------

  /**
   * 알림 권한 상태입니다.
   * @since 1.0.0
   */
  export type PushPermissionStatus = 'granted' | 'denied' | 'blocked';

  /**
   * 푸시 토큰입니다. 누리 푸시 API로 이 기기에 알림을 보낼 때 사용합니다.
   * @since 1.0.0
   */
  export interface PushToken {
    /** 토큰 값. @since 1.0.0 */
    token: string;
    /** 토큰을 발급한 플랫폼. @since 1.0.0 */
    platform: 'android' | 'ios';
  }

  /**
   * 리치 푸시의 액션 버튼입니다.
   * @since 1.8.0
   */
  export interface PushAction {
    /** 푸시 API 요청에 지정한 액션 ID. @since 1.8.0 */
    id: string;
    /** 버튼 문구. @since 1.8.0 */
    title: string;
  }

  /**
   * 수신한 알림입니다. 원격 푸시와 로컬 푸시 모두 이 형태입니다.
   * @since 1.0.0
   */
  export interface PushNotification {
    /** 알림 ID. 원격 푸시는 푸시 API가 돌려준 메시지 ID, 로컬 푸시는 예약할 때의 ID입니다. @since 1.0.0 */
    id: string;
    /** 제목. @since 1.0.0 */
    title: string | null;
    /** 본문. @since 1.0.0 */
    body: string | null;
    /** 푸시 API 요청의 `data`에 넣은 값. @since 1.0.0 */
    data: Record<string, string>;
    /** 로컬 푸시이면 `true`. @since 1.5.0 */
    local: boolean;
    /** 리치 푸시 이미지 URL. 없으면 `null`. @since 1.8.0 */
    imageUrl: string | null;
    /** 리치 푸시 액션 버튼. 최대 3개. 없으면 빈 배열. @since 1.8.0 */
    actions: PushAction[];
  }

  /**
   * `action` 이벤트의 데이터입니다.
   * @since 1.8.0
   */
  export interface PushActionEvent {
    /** 사용자가 누른 액션의 ID. @since 1.8.0 */
    actionId: string;
    /** 액션이 속한 알림. @since 1.8.0 */
    notification: PushNotification;
  }

  /**
   * 로컬 푸시 예약 정보입니다.
   * @since 1.5.0
   */
  export interface LocalNotification {
    /** 알림 ID. 같은 ID로 다시 예약하면 기존 예약을 대체합니다. 생략하면 자동으로 만듭니다. @since 1.5.0 */
    id?: string;
    /** 제목. @since 1.5.0 */
    title: string;
    /** 본문. @since 1.5.0 */
    body: string;
    /** 알림을 표시할 시각. `Date` 또는 ISO 8601 문자열. 지난 시각이면 바로 표시합니다. @since 1.5.0 */
    at: Date | string;
    /** 반복 주기. 생략하면 한 번만 표시합니다. @since 1.5.0 */
    repeat?: 'daily' | 'weekly';
    /** 알림을 눌렀을 때 `opened` 이벤트로 전달할 데이터. @since 1.5.0 */
    data?: Record<string, string>;
  }

  /**
   * push 네임스페이스의 이벤트입니다.
   * @since 1.0.0
   */
  export interface PushEventMap {
    /** 앱이 화면에 떠 있을 때 알림을 받았습니다. 이때 시스템 알림은 표시되지 않습니다. @since 1.0.0 */
    received: PushNotification;
    /** 사용자가 알림을 눌렀습니다. 알림을 눌러 앱이 실행된 경우는 `getInitialNotification()`으로 확인합니다. @since 1.0.0 */
    opened: PushNotification;
    /** 사용자가 리치 푸시의 액션 버튼을 눌렀습니다. Android와 iOS 앱 소스 1.8.0 이상이 필요합니다. @since 1.8.0 */
    action: PushActionEvent;
    /** 푸시 토큰이 새로 발급되었습니다. 서버에 저장한 토큰을 갱신하세요. @since 1.0.0 */
    tokenRefresh: PushToken;
  }

  /**
   * 알림 권한, 푸시 토큰, 토픽 구독, 로컬 푸시를 담당합니다.
   * @since 1.0.0
   */
  export interface PushNamespace extends NuriEventEmitter<PushEventMap> {
    /**
     * 알림 권한을 요청합니다. 이미 결정된 경우 시스템 창 없이 현재 상태를 돌려줍니다.
     * @returns 알림 권한 상태
     * @platform android Android 13 이상에서만 시스템 창이 표시됩니다. 그보다 낮은 버전에서는 알림이 꺼져 있지 않으면 `'granted'`입니다.
     * @platform ios 처음 한 번만 시스템 창이 표시되고, 거부한 뒤에는 `'blocked'`입니다.
     * @since 1.0.0
     */
    requestPermission(): Promise<PushPermissionStatus>;
    /**
     * 이 기기의 푸시 토큰을 조회합니다. 알림 권한이 없어도 토큰은 발급됩니다.
     * @returns 푸시 토큰
     * @throws {NOT_CONFIGURED} 앱 소스에 푸시 설정(Firebase 설정 파일, APNs 키)이 없습니다.
     * @throws {NETWORK_ERROR} 토큰 발급 서버에 연결하지 못했습니다.
     * @since 1.0.0
     */
    getToken(): Promise<PushToken>;
    /**
     * 이 기기를 서비스의 사용자 ID와 연결합니다. 연결은 누리 서버에 저장되며, 푸시 API v2의 `POST /v2/push/users`가 이 연결로 사용자의 기기를 찾습니다.
     * 푸시 API v2는 2024년 6월 18일(SDK 1.5.0과 같은 날)에 출시되었고, SDK 1.0.0부터 저장한 연결을 그대로 씁니다. 그 전의 개인 푸시는 `getToken()`의 토큰으로 보내는 푸시 API v1뿐이었습니다.
     * 로그아웃할 때는 `null`을 넘기세요.
     * @param userId 사용자 ID 또는 `null`
     * @throws {INVALID_ARGUMENT} 빈 문자열이거나 128자를 넘습니다.
     * @since 1.0.0
     */
    setUserId(userId: string | null): Promise<void>;
    /**
     * 토픽을 구독합니다. 배열을 넘기면 한 번에 여러 토픽을 구독합니다. Android와 iOS 앱 소스 1.5.0 이상이 필요합니다.
     * @param topics 토픽 이름 또는 목록. 토픽 이름은 영문, 숫자, `-`, `_`로 1~64자
     * @throws {INVALID_ARGUMENT} 토픽 이름이 규칙에 맞지 않습니다.
     * @throws {UNSUPPORTED} 앱 소스가 1.5.0보다 낮습니다.
     * @since 1.5.0
     */
    subscribe(topics: string | string[]): Promise<void>;
    /**
     * 토픽 구독을 해제합니다. 구독하지 않은 토픽이면 아무 동작 없이 완료됩니다.
     * @param topics 토픽 이름 또는 목록
     * @throws {UNSUPPORTED} 앱 소스가 1.5.0보다 낮습니다.
     * @since 1.5.0
     */
    unsubscribe(topics: string | string[]): Promise<void>;
    /**
     * 로컬 푸시를 예약합니다. 앱이 종료되어 있어도 예약한 시각에 알림이 표시됩니다. Android와 iOS 앱 소스 1.5.0 이상이 필요합니다.
     * @param notification 예약할 알림
     * @returns 알림 ID
     * @platform android 기기를 재부팅해도 예약이 유지됩니다(앱 소스 1.5.1에서 수정). Android 12 이상에서는 정확한 알람 권한이 없으면 몇 분 늦게 표시될 수 있습니다.
     * @platform ios 앱 하나가 예약할 수 있는 알림은 최대 64개입니다.
     * @throws {PERMISSION_DENIED} 알림 권한이 없습니다.
     * @throws {INVALID_ARGUMENT} `at`을 시각으로 해석할 수 없습니다.
     * @throws {UNSUPPORTED} 앱 소스가 1.5.0보다 낮습니다.
     * @since 1.5.0
     */
    scheduleLocal(notification: LocalNotification): Promise<string>;
    /**
     * 예약한 로컬 푸시를 취소합니다. 없는 ID는 무시합니다.
     * @param ids 알림 ID 또는 목록
     * @throws {UNSUPPORTED} 앱 소스가 1.5.0보다 낮습니다.
     * @since 1.5.0
     */
    cancelLocal(ids: string | string[]): Promise<void>;
    /**
     * 사용자가 알림을 눌러 앱을 실행했다면 그 알림을 돌려줍니다. 같은 알림은 한 번만 돌려줍니다.
     * @returns 앱을 실행한 알림. 없으면 `null`
     * @since 1.0.0
     */
    getInitialNotification(): Promise<PushNotification | null>;
  }

  // ---------------------------------------------------------------------------
  // refresh
  // ---------------------------------------------------------------------------

  /**
   * 당겨서 새로 고침의 동작 방식입니다. `'reload'`는 페이지를 다시 불러오고(기본값), `'event'`는 `pull` 이벤트만 보냅니다.
   * @since 1.3.0
   */
  export type RefreshMode = 'reload' | 'event';

  /**
   * refresh 네임스페이스의 이벤트입니다.
   * @since 1.3.0
   */
  export interface RefreshEventMap {
    /** `'event'` 모드에서 사용자가 화면을 당겼습니다. 데이터를 다시 불러온 뒤 `complete()`를 호출하세요. @since 1.3.0 */
    pull: void;
  }

  /**
   * 당겨서 새로 고침 동작을 제어합니다. 설정은 현재 화면에만 적용되며 페이지를 이동하면 콘솔의 기본값으로 돌아갑니다.
   * @since 1.3.0
   */
  export interface RefreshNamespace extends NuriEventEmitter<RefreshEventMap> {
    /**
     * 당겨서 새로 고침을 켜거나 끕니다.
     * @param enabled `true`면 켭니다.
     * @since 1.3.0
     */
    setEnabled(enabled: boolean): Promise<void>;
    /**
     * 당겼을 때의 동작 방식을 바꿉니다.
     * @param mode 동작 방식
     * @since 1.3.0
     */
    setMode(mode: RefreshMode): Promise<void>;
    /**
     * 새로 고침 표시기를 닫습니다. `'event'` 모드에서 데이터를 다시 불러온 뒤 호출합니다.
     * @since 1.3.0
     */
    complete(): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // scanner
  // ---------------------------------------------------------------------------

  /**
   * 인식할 코드 형식입니다.
   * @since 1.4.0
   */
  export type BarcodeFormat = 'qr' | 'ean13' | 'ean8' | 'code128' | 'code39' | 'upcA' | 'upcE' | 'pdf417' | 'dataMatrix';

  /**
   * `scan()` 옵션입니다.
   * @since 1.4.0
   */
  export interface ScanOptions {
    /** 인식할 형식. 기본값 `['qr']`. 형식을 좁힐수록 빠르고 정확합니다. @since 1.4.0 */
    formats?: BarcodeFormat[];
    /** 스캔 화면에 표시할 안내 문구. @since 1.4.0 */
    prompt?: string;
    /** 손전등 버튼을 표시할지 여부. 기본값 `true`. @since 1.4.0 */
    torchButton?: boolean;
  }

  /**
   * `scan()`의 결과입니다. 사용자가 스캔 화면을 닫으면 `status: 'cancelled'`입니다.
   * @since 1.4.0
   */
  export type ScanResult =
    | { status: 'scanned'; value: string; format: BarcodeFormat }
    | { status: 'cancelled' };

  /**
   * 카메라로 QR 코드와 바코드를 읽습니다.
   * @since 1.4.0
   */
  export interface ScannerNamespace {
    /**
     * 네이티브 스캔 화면을 띄우고 처음 인식한 코드를 돌려줍니다. 카메라 권한이 없으면 먼저 요청합니다.
     * @param options 스캔 옵션
     * @returns 스캔 결과
     * @platform android 기기 안의 인식 엔진을 사용해 오프라인에서도 동작합니다. 뒤로 가기 버튼으로 닫으면 `'cancelled'`를 돌려줍니다(앱 소스 1.6.11에서 수정).
     * @throws {PERMISSION_DENIED} 사용자가 카메라 권한을 거부했습니다.
     * @throws {IN_PROGRESS} 스캔 화면이 이미 열려 있습니다.
     * @since 1.4.0
     */
    scan(options?: ScanOptions): Promise<ScanResult>;
    /**
     * 기기에서 스캔을 사용할 수 있는지 확인합니다. 카메라가 없는 기기에서는 `false`입니다.
     * @returns 사용할 수 있으면 `true`
     * @since 1.4.0
     */
    isAvailable(): Promise<boolean>;
  }

  // ---------------------------------------------------------------------------
  // setting
  // ---------------------------------------------------------------------------

  /**
   * 기기 설정 화면을 열고 앱 전체에 적용되는 설정을 바꿉니다.
   * @since 1.7.0
   */
  export interface SettingNamespace {
    /**
     * 기기 설정 앱에서 이 앱의 설정 화면을 엽니다. 권한을 거부한 사용자를 안내할 때 사용합니다.
     * @since 1.7.0
     */
    openAppSettings(): Promise<void>;
    /**
     * 이 앱의 알림 설정 화면을 엽니다.
     * @platform ios iOS 16 이상에서 알림 설정 화면을, iOS 15에서는 앱 설정 화면을 엽니다.
     * @since 1.7.0
     */
    openNotificationSettings(): Promise<void>;
    /**
     * 앱이 화면에 떠 있는 동안 화면이 꺼지지 않게 합니다. 앱이 백그라운드로 가면 자동으로 풀리고 돌아오면 다시 적용됩니다.
     * @param enabled `true`면 화면 꺼짐을 막습니다.
     * @since 1.7.0
     */
    setKeepScreenOn(enabled: boolean): Promise<void>;
    /**
     * 웹뷰 글자 크기가 기기의 글자 크기 설정을 따를지 정합니다. 끄면 기기 설정과 관계없이 100%로 표시합니다.
     * @param enabled `true`면 기기 설정을 따릅니다(기본값).
     * @platform ios iOS의 웹뷰는 원래 기기 글자 크기를 따르지 않으므로, `true`로 설정하면 누리 앱이 배율을 맞춰 적용합니다.
     * @since 1.7.0
     */
    setFontScaling(enabled: boolean): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // share
  // ---------------------------------------------------------------------------

  /**
   * `share()` 옵션입니다. `text`, `url`, `imageUrl` 중 하나 이상이 있어야 합니다.
   * @since 1.0.0
   */
  export interface ShareOptions {
    /** 공유할 텍스트. @since 1.0.0 */
    text?: string;
    /** 공유할 링크. @since 1.0.0 */
    url?: string;
    /** 공유할 이미지의 URL. 누리 앱이 내려받아 파일로 공유합니다. @since 1.0.0 */
    imageUrl?: string;
    /** 공유 시트 제목. Android에서만 표시됩니다. @since 1.0.0 @platform android */
    title?: string;
  }

  /**
   * `share()`의 결과입니다.
   * @since 1.0.0
   */
  export interface ShareResult {
    /** 사용자가 공유 대상을 골랐으면 `true`, 공유 시트를 닫았으면 `false`. @since 1.0.0 */
    completed: boolean;
    /** 사용자가 고른 앱의 식별자(Android 패키지 이름, iOS 활동 유형). 알 수 없으면 `null`. @since 1.0.0 */
    target: string | null;
  }

  /**
   * 카카오톡 공유 옵션입니다. 메시지 템플릿 ID를 지정하거나 기본 템플릿 객체를 직접 넘깁니다.
   * @since 1.2.0
   */
  export type KakaoTalkShareOptions =
    | {
        /** Kakao Developers에서 만든 메시지 템플릿 ID. @since 1.2.0 */
        templateId: number;
        /** 템플릿의 사용자 인자 값. @since 1.2.0 */
        templateArgs?: Record<string, string>;
      }
    | {
        /** 카카오 기본 템플릿 객체(`objectType`이 `'feed'`, `'list'`, `'text'` 등). @since 1.2.0 */
        template: { objectType: string; [key: string]: unknown };
      };

  /**
   * 기기의 공유 시트로 텍스트, 링크, 이미지를 공유합니다.
   * @since 1.0.0
   */
  export interface ShareNamespace {
    /**
     * 공유 시트를 띄웁니다.
     * @param options 공유할 내용
     * @returns 공유 결과
     * @platform android 사용자가 대상 앱을 고르면 `completed: true`입니다. 대상 앱에서 실제로 보냈는지는 알 수 없습니다.
     * @platform ios 대상 앱에서 공유를 마치면 `completed: true`입니다. iPad에서는 화면 가운데에 팝오버로 표시됩니다.
     * @throws {INVALID_ARGUMENT} 공유할 내용이 없습니다.
     * @throws {NETWORK_ERROR} `imageUrl`의 이미지를 내려받지 못했습니다.
     * @since 1.0.0
     */
    share(options: ShareOptions): Promise<ShareResult>;
    /**
     * 카카오톡으로 메시지를 공유합니다. 카카오톡이 없으면 카카오톡 설치 페이지를 엽니다. Kakao 연동 설정이 필요합니다.
     * @param options 템플릿 ID 또는 기본 템플릿
     * @throws {NOT_CONFIGURED} 콘솔에 Kakao 네이티브 앱 키가 없습니다.
     * @throws {INVALID_ARGUMENT} 템플릿이 올바르지 않습니다.
     * @since 1.2.0
     */
    shareKakaoTalk(options: KakaoTalkShareOptions): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // store
  // ---------------------------------------------------------------------------

  /**
   * `openStorePage()` 옵션입니다.
   * @since 1.1.0
   */
  export interface StorePageOptions {
    /** 열 앱의 스토어 ID(Android 패키지 이름, iOS 숫자 앱 ID). 생략하면 이 앱의 페이지를 엽니다. @since 1.1.0 */
    storeId?: string;
    /** `true`면 리뷰 작성 화면으로 바로 엽니다. @since 1.1.0 */
    writeReview?: boolean;
  }

  /**
   * `checkUpdate()`의 결과입니다.
   * @since 1.1.0
   */
  export interface UpdateInfo {
    /** 스토어에 더 높은 버전이 있으면 `true`. @since 1.1.0 */
    updateAvailable: boolean;
    /** 설치된 버전. @since 1.1.0 */
    currentVersion: string;
    /** 스토어에 올라와 있는 버전. @since 1.1.0 */
    storeVersion: string;
  }

  /**
   * 스토어 페이지 열기, 리뷰 요청, 업데이트 확인을 담당합니다.
   * @since 1.1.0
   */
  export interface StoreNamespace {
    /**
     * Google Play나 App Store의 앱 페이지를 엽니다.
     * @param options 열 페이지
     * @throws {NOT_CONFIGURED} `storeId`를 생략했는데 콘솔에 이 앱의 스토어 ID가 없습니다.
     * @since 1.1.0
     */
    openStorePage(options?: StorePageOptions): Promise<void>;
    /**
     * 앱을 떠나지 않고 리뷰를 남기는 시스템 창을 요청합니다. OS가 표시 횟수를 제한하므로 창이 뜨지 않아도 오류 없이 완료됩니다.
     * @platform android Google Play 인앱 리뷰 API를 사용합니다. 내부 테스트 트랙과 Play 스토어에서 설치한 앱에서만 표시됩니다.
     * @platform ios 365일 동안 최대 3번 표시됩니다.
     * @since 1.1.0
     */
    requestReview(): Promise<void>;
    /**
     * 스토어에 더 높은 버전이 올라와 있는지 확인합니다.
     * @returns 업데이트 정보
     * @throws {NETWORK_ERROR} 스토어 정보를 가져오지 못했습니다.
     * @throws {NOT_CONFIGURED} 콘솔에 이 앱의 스토어 ID가 없습니다.
     * @since 1.1.0
     */
    checkUpdate(): Promise<UpdateInfo>;
  }

  // ---------------------------------------------------------------------------
  // tabbar
  // ---------------------------------------------------------------------------

  /**
   * `select` 이벤트의 데이터입니다.
   * @since 1.6.0
   */
  export interface TabSelectEvent {
    /** 콘솔에서 지정한 탭 ID. @since 1.6.0 */
    tabId: string;
    /** 탭 위치(0부터). @since 1.6.0 */
    index: number;
    /** 이미 선택된 탭을 다시 눌렀으면 `true`. 목록을 맨 위로 올릴 때 사용합니다. @since 1.6.0 */
    reselected: boolean;
  }

  /**
   * tabbar 네임스페이스의 이벤트입니다.
   * @since 1.6.0
   */
  export interface TabBarEventMap {
    /** 사용자가 탭을 눌렀습니다. @since 1.6.0 */
    select: TabSelectEvent;
  }

  /**
   * 화면 아래의 네이티브 탭 바를 제어합니다. 탭 구성은 콘솔에서 설정합니다.
   * @since 1.6.0
   */
  export interface TabBarNamespace extends NuriEventEmitter<TabBarEventMap> {
    /**
     * 탭 바를 표시합니다.
     * @since 1.6.0
     */
    show(): Promise<void>;
    /**
     * 탭 바를 숨깁니다. 화면을 회전해도 숨긴 상태가 유지됩니다(Android 앱 소스 1.6.1에서 수정).
     * @since 1.6.0
     */
    hide(): Promise<void>;
    /**
     * 탭에 배지를 표시합니다. 숫자 `0`이나 `null`을 넘기면 배지를 지웁니다(1.6.1에서 `0` 처리 수정).
     * @param tabId 탭 ID
     * @param badge 숫자(99보다 크면 `99+`로 표시), 짧은 문자열(`'N'` 등), 또는 `null`
     * @throws {NOT_FOUND} 탭 ID가 없습니다.
     * @since 1.6.0
     */
    setBadge(tabId: string, badge: number | string | null): Promise<void>;
    /**
     * 탭을 선택하고 그 탭의 URL로 이동합니다. `select` 이벤트는 보내지 않습니다.
     * @param tabId 탭 ID
     * @throws {NOT_FOUND} 탭 ID가 없습니다.
     * @since 1.6.0
     */
    select(tabId: string): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // vibration
  // ---------------------------------------------------------------------------

  /**
   * `vibrate()` 옵션입니다. `pattern`이 있으면 `duration`은 무시합니다.
   * @since 1.6.0
   */
  export interface VibrateOptions {
    /** 진동 시간(밀리초). 기본값 `300`. @since 1.6.0 */
    duration?: number;
    /** `[대기, 진동, 대기, 진동, …]` 순서의 밀리초 배열(1.6.2에서 타입 정의 수정). @since 1.6.0 */
    pattern?: number[];
  }

  /**
   * 충격 햅틱의 세기입니다.
   * @since 1.6.0
   */
  export type ImpactStyle = 'light' | 'medium' | 'heavy';

  /**
   * 알림 햅틱의 종류입니다.
   * @since 1.6.0
   */
  export type NotificationFeedbackType = 'success' | 'warning' | 'error';

  /**
   * 진동과 햅틱 피드백을 실행합니다. 사용자가 기기에서 진동을 껐다면 아무 동작 없이 완료됩니다.
   * @since 1.6.0
   */
  export interface VibrationNamespace {
    /**
     * 진동을 실행합니다. 진동이 끝날 때까지 기다리지 않고 바로 완료됩니다.
     * @param options 진동 시간 또는 패턴
     * @platform ios Core Haptics로 진동을 재현하므로 Android보다 약하게 느껴질 수 있습니다. 패턴은 앱 소스 1.6.3부터 전체가 실행됩니다.
     * @throws {INVALID_ARGUMENT} 패턴에 음수가 있거나 전체 길이가 10초를 넘습니다.
     * @since 1.6.0
     */
    vibrate(options?: VibrateOptions): Promise<void>;
    /**
     * 버튼을 누를 때처럼 짧은 충격 햅틱을 실행합니다.
     * @param style 세기. 기본값 `'medium'`
     * @platform android 기기가 햅틱을 지원하지 않으면 짧은 진동으로 대신합니다.
     * @since 1.6.0
     */
    impact(style?: ImpactStyle): Promise<void>;
    /**
     * 작업 결과를 알리는 햅틱을 실행합니다.
     * @param type 결과 종류
     * @since 1.6.0
     */
    notification(type: NotificationFeedbackType): Promise<void>;
    /**
     * 실행 중인 진동을 멈춥니다.
     * @since 1.6.0
     */
    cancel(): Promise<void>;
  }

  // ---------------------------------------------------------------------------
  // nuri
  // ---------------------------------------------------------------------------

  /**
   * `nuri.isSupported()`에 넘기는 기능 이름입니다. 네임스페이스 이름(`'push'`)이나 `'<네임스페이스>.<메서드>'`(`'iap.changeSubscription'`)입니다.
   * @since 1.0.0
   */
  export type NuriFeature = {
    [N in NuriNamespaceName]: N | `${N}.${Exclude<Extract<keyof Nuri[N], string>, 'on' | 'off'>}`;
  }[NuriNamespaceName];

  /**
   * SDK의 기본 내보내기(`import nuri from '@nuri/sdk'`)이자 `<script>`로 불러왔을 때의 `window.nuri`입니다.
   * @since 1.0.0
   */
  export interface Nuri {
    /**
     * SDK 버전. 예: `'1.8.0'`
     * @since 1.0.0
     */
    readonly version: string;
    /**
     * 누리 앱 안에서 실행 중인지 확인합니다. 일반 브라우저와 서버 사이드 렌더링 중에는 `false`입니다.
     * @since 1.0.0
     */
    isNativeApp(): boolean;
    /**
     * 현재 앱 소스가 기능을 지원하는지 확인합니다. 누리 앱 밖에서는 항상 `false`입니다.
     * @param feature 네임스페이스 이름 또는 `'<네임스페이스>.<메서드>'`
     * @since 1.0.0
     */
    isSupported(feature: NuriFeature): boolean;
    /** 앱 정보와 앱 상태. @since 1.0.0 */
    readonly app: AppNamespace;
    /** 생체 인증과 소셜 로그인. @since 1.2.0 */
    readonly authentication: AuthenticationNamespace;
    /** Android 뒤로 가기 버튼. @since 1.3.0 */
    readonly backkey: BackKeyNamespace;
    /** 인앱 브라우저와 외부 브라우저. @since 1.7.0 */
    readonly browser: BrowserNamespace;
    /** 클립보드. @since 1.6.0 */
    readonly clipboard: ClipboardNamespace;
    /** 기기 정보. @since 1.0.0 */
    readonly device: DeviceNamespace;
    /** 실행 환경. @since 1.0.0 */
    readonly env: EnvNamespace;
    /** 이벤트 구독과 분석 이벤트. @since 1.0.0 */
    readonly event: EventNamespace;
    /** 인앱 결제. @since 1.1.0 */
    readonly iap: IapNamespace;
    /** 스플래시 화면과 로딩 표시기. @since 1.3.0 */
    readonly loading: LoadingNamespace;
    /** 위치. @since 1.4.0 */
    readonly location: LocationNamespace;
    /** 화면 전환과 내비게이션 바, 들어온 링크. @since 1.0.0 */
    readonly navigation: NavigationNamespace;
    /** 권한. @since 1.4.0 */
    readonly permission: PermissionNamespace;
    /** 앱 데이터 저장. @since 1.2.0 */
    readonly preference: PreferenceNamespace;
    /** 푸시. @since 1.0.0 */
    readonly push: PushNamespace;
    /** 당겨서 새로 고침. @since 1.3.0 */
    readonly refresh: RefreshNamespace;
    /** QR 코드와 바코드 스캔. @since 1.4.0 */
    readonly scanner: ScannerNamespace;
    /** 설정 화면과 앱 설정. @since 1.7.0 */
    readonly setting: SettingNamespace;
    /** 공유. @since 1.0.0 */
    readonly share: ShareNamespace;
    /** 스토어 페이지와 리뷰. @since 1.1.0 */
    readonly store: StoreNamespace;
    /** 탭 바. @since 1.6.0 */
    readonly tabbar: TabBarNamespace;
    /** 진동과 햅틱. @since 1.6.0 */
    readonly vibration: VibrationNamespace;
  }

  /**
   * 누리 SDK입니다.
   * @since 1.0.0
   */
  const nuri: Nuri;
  export default nuri;

  global {
    interface Window {
      /**
       * `<script>` 태그로 SDK를 불러오면 생기는 전역 객체입니다. 누리 앱 밖에서도 정의되며, npm 패키지로 불러온 경우에는 `undefined`입니다.
       * @since 1.0.0
       */
      nuri?: Nuri;
    }
  }
}
